/**
 * One server per embedded database. PGlite has no postmaster to refuse a second opener: two
 * processes on one data directory both write its files and corrupt it (seen: a second `npm start`
 * while the first still ran aborted with a WebAssembly RuntimeError at the next start). The first
 * opener writes its pid beside the data; a later one refuses while that process lives. A lock
 * left by a process that died (kill -9, a crash) is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the data directory's lock; the answer releases it. Throws when another live process holds it. */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'tenon.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => {
        let holder: string;
        try {
          holder = fs.readFileSync(file, 'utf8').trim();
        } catch (err) {
          // The folder went first (a bench or a test removing its data while the server stops): nothing left to release.
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
          throw err;
        }
        if (holder === String(process.pid)) fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && alive(holder))
        throw new Error(`内嵌数据库 ${dir} 正被进程 ${holder} 使用：同一数据目录只能由一个服务打开（停止它，或换一个 DATA_DIR）`);
      // Its holder is gone: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`无法锁定内嵌数据库目录 ${dir}`);
}
