/**
 * The 预览 dialog's file tree, from the generated files' paths: directories first, then files,
 * each by name; a directory whose only child is a directory shares its node
 * (`apps/server/src/modules`), as an editor's compact folders do, so the generated product's
 * deep paths fit beside the code. A file's key is its path as answered; a directory's ends in `/`.
 */
export interface FileNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: FileNode[];
}

interface Dir {
  dirs: Map<string, Dir>;
  /** Name and the path as answered (the leaf's key). */
  files: Array<{ name: string; path: string }>;
}

const emptyDir = (): Dir => ({ dirs: new Map(), files: [] });

function nodesOf(dir: Dir, prefix: string): FileNode[] {
  const dirs = [...dir.dirs.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, sub]) => {
      let title = name;
      let path = `${prefix}${name}`;
      let current = sub;
      while (current.files.length === 0 && current.dirs.size === 1) {
        const [[childName, child]] = [...current.dirs.entries()] as [[string, Dir]];
        title = `${title}/${childName}`;
        path = `${path}/${childName}`;
        current = child;
      }
      return { key: `${path}/`, title, isLeaf: false, children: nodesOf(current, `${path}/`) };
    });
  const files = [...dir.files].sort((a, b) => a.name.localeCompare(b.name)).map((file) => ({ key: file.path, title: file.name, isLeaf: true }));
  return [...dirs, ...files];
}

export function fileTree(paths: readonly string[]): FileNode[] {
  const root = emptyDir();
  for (const path of paths) {
    const parts = path.split('/').filter(Boolean);
    const name = parts.pop();
    if (!name) continue;
    let dir = root;
    for (const part of parts) {
      let next = dir.dirs.get(part);
      if (!next) dir.dirs.set(part, (next = emptyDir()));
      dir = next;
    }
    dir.files.push({ name, path });
  }
  return nodesOf(root, '');
}

/** The highlight.js language of a generated file, by its extension; undefined: shown as plain text. */
export function languageOf(path: string): 'typescript' | 'sql' | 'markdown' | 'json' | undefined {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  if (['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs'].includes(extension)) return 'typescript';
  if (extension === 'sql') return 'sql';
  if (extension === 'md') return 'markdown';
  if (extension === 'json') return 'json';
  return undefined;
}
