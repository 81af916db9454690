import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SecretBox, secretBoxOf } from './secret-box.ts';

describe('SecretBox', () => {
  it('opens what it sealed; a different key or a changed byte opens nothing', () => {
    const box = SecretBox.fromSecret('one key');
    const sealed = box.seal('p@ss-密码');
    expect(sealed).not.toContain('p@ss');
    expect(box.seal('p@ss-密码')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('p@ss-密码');
    expect(() => SecretBox.fromSecret('another key').open(sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('without SECRET_KEY keeps one generated key in DATA_DIR, so a restart still opens the passwords', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-box-'));
    const sealed = secretBoxOf({ dataDir })().seal('kept');
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(secretBoxOf({ dataDir })().open(sealed)).toBe('kept');
    fs.rmSync(dataDir, { recursive: true });
  });

  it('with PostgreSQL requires SECRET_KEY, since every instance must share the key', () => {
    const box = secretBoxOf({ dataDir: os.tmpdir(), databaseUrl: 'postgres://db/tenon' });
    expect(() => box().seal('x')).toThrow(/SECRET_KEY/);
    expect(secretBoxOf({ dataDir: os.tmpdir(), databaseUrl: 'postgres://db/tenon', secretKey: 'shared' })().seal('x')).toMatch(/^v1:/);
  });
});
