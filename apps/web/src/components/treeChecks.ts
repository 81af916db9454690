/**
 * The check state of a checkable tree (menus, departments), kept outside antd's Tree so a
 * dialog's saved ids can be read back faithfully and written out unchanged. With 父子联动 on,
 * a parent's box follows its children (all → checked, some → half-checked); with it off,
 * every box stands alone and nothing is half-checked.
 */
export interface CheckNode {
  key: number;
  children?: CheckNode[];
}

export interface TreeChecks {
  checked: number[];
  halfChecked: number[];
  /** 父子联动 */
  linked: boolean;
}

export function allKeys(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

export function parentKeys(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...parentKeys(node.children)] : []));
}

/**
 * The saved ids the tree has, once each. A menu or department gone from the tree cannot be
 * shown, so, as in the reference, saving again leaves it out.
 */
export function knownKeys(nodes: readonly CheckNode[], ids: readonly number[]): number[] {
  const known = new Set(allKeys(nodes));
  return [...new Set(ids)].filter((id) => known.has(id));
}

/** Parents' state from the leaves: the leaves in `keys` are checked, every parent follows. */
function fromLeaves(nodes: readonly CheckNode[], keys: ReadonlySet<number>) {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const visit = (node: CheckNode): 'all' | 'some' | 'none' => {
    if (!node.children?.length) {
      if (!keys.has(node.key)) return 'none';
      checked.push(node.key);
      return 'all';
    }
    const states = node.children.map(visit);
    if (states.every((state) => state === 'all')) {
      checked.push(node.key);
      return 'all';
    }
    if (states.some((state) => state !== 'none')) {
      halfChecked.push(node.key);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach(visit);
  return { checked, halfChecked };
}

/** Checking a parent with 父子联动 on checks all below it; then parents follow their children. */
export function conduct(nodes: readonly CheckNode[], keys: readonly number[]): TreeChecks {
  const wanted = new Set(keys);
  const down = (node: CheckNode, parentChecked: boolean) => {
    const checked = parentChecked || wanted.has(node.key);
    if (checked) wanted.add(node.key);
    node.children?.forEach((child) => down(child, checked));
  };
  nodes.forEach((node) => down(node, false));
  return { ...fromLeaves(nodes, wanted), linked: true };
}

/**
 * The ids to save, in tree order. `includesHalf`: the half-checked parents are saved too (menus,
 * as the reference saves them, so a button keeps the screen and directory it needs) rather
 * than only the checked nodes (departments).
 */
export function savedIds(nodes: readonly CheckNode[], checks: TreeChecks, includesHalf: boolean): number[] {
  const chosen = new Set(includesHalf ? [...checks.checked, ...checks.halfChecked] : checks.checked);
  return allKeys(nodes).filter((key) => chosen.has(key));
}

/** Saved ids shown with 父子联动 as given; linked, only their leaves count. */
export function checksAs(nodes: readonly CheckNode[], saved: readonly number[], linked: boolean): TreeChecks {
  const ids = knownKeys(nodes, saved);
  return linked ? { ...fromLeaves(nodes, new Set(ids)), linked: true } : { checked: ids, halfChecked: [], linked: false };
}

/**
 * The tree as saved. Saved ids that 父子联动 cannot show as they are (a parent without all of
 * its children, say) open with it off, so that saving again changes nothing the user did not
 * touch.
 */
export function checksFromSaved(nodes: readonly CheckNode[], saved: readonly number[], savedIncludesHalf: boolean): TreeChecks {
  const ids = knownKeys(nodes, saved);
  const linked = checksAs(nodes, ids, true);
  const shown = new Set(savedIds(nodes, linked, savedIncludesHalf));
  const same = shown.size === ids.length && ids.every((id) => shown.has(id));
  return same ? linked : checksAs(nodes, ids, false);
}

/**
 * Switching 父子联动. Off keeps what would be saved: with `savedIncludesHalf` the half-checked
 * parents become checked, so a menu does not lose its directory. On reads that back the way it
 * was when it can, so off-and-on again gives back the same boxes; otherwise a checked parent
 * checks everything below it.
 */
export function setLinked(nodes: readonly CheckNode[], checks: TreeChecks, linked: boolean, savedIncludesHalf = false): TreeChecks {
  if (!linked) return { checked: savedIds(nodes, checks, savedIncludesHalf), halfChecked: [], linked: false };
  const restored = checksFromSaved(nodes, checks.checked, savedIncludesHalf);
  return restored.linked ? restored : conduct(nodes, checks.checked);
}
