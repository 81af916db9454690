import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { lockDataDir } from './pglite-lock.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-lock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('lets one process at a time open a data directory, and takes over the lock of one that died', async () => {
  const release = lockDataDir(dir);
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  await new Promise((resolve) => child.once('spawn', resolve));
  release();
  fs.writeFileSync(path.join(dir, 'tenon.pid'), String(child.pid));
  expect(() => lockDataDir(dir)).toThrow(`正被进程 ${child.pid} 使用`);
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  const again = lockDataDir(dir);
  expect(fs.readFileSync(path.join(dir, 'tenon.pid'), 'utf8')).toBe(String(process.pid));
  again();
  expect(fs.existsSync(path.join(dir, 'tenon.pid'))).toBe(false);
});

it('releases quietly when the folder is already gone (a bench removing its data while the server stops)', () => {
  const gone = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-lock-gone-'));
  const release = lockDataDir(gone);
  fs.rmSync(gone, { recursive: true, force: true });
  expect(() => release()).not.toThrow();
});
