import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSealed, SecretBox, secretBoxOf } from './secret-box.ts';

const MAIL = 'tenon:mail-account:password';

describe('SecretBox', () => {
  it('opens what it sealed; a different key or a changed byte opens nothing', () => {
    const box = SecretBox.fromSecret('one key', MAIL);
    const sealed = box.seal('p@ss-密码');
    expect(sealed).not.toContain('p@ss');
    expect(box.seal('p@ss-密码')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('p@ss-密码');
    expect(() => SecretBox.fromSecret('another key', MAIL).open(sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`)).toThrow();
  });

  it('binds a value to its purpose: sealed for one use, it cannot be opened as another', () => {
    const sealed = SecretBox.fromSecret('one key', MAIL).seal('shared');
    expect(() => SecretBox.fromSecret('one key', 'tenon:sms-channel:api-secret').open(sealed)).toThrow();
  });

  it('still opens mail passwords sealed before the box moved here (same purpose bytes)', () => {
    // Sealed by the box as it was in modules/system/mail, with the key 'a key from before the move'.
    const before = 'v1:7BVTZPc7/VkKjs0dvgSnodJiJ2Q+UfE5zjt3zpVmCsiG/QIanUd4jf4=';
    expect(SecretBox.fromSecret('a key from before the move', MAIL).open(before)).toBe('Mail-密码-1');
  });

  it('tells a sealed value from a plain one by its format', () => {
    const box = SecretBox.fromSecret('k', MAIL);
    expect(isSealed(box.seal('x'))).toBe(true);
    expect(isSealed(box.seal(''))).toBe(true);
    for (const plain of ['demo-secret-not-real', 'v1:', 'v1:abc', 'v1:not base64!', 'LTAI5tQ8Xb7Tn3', `v1:${Buffer.alloc(10).toString('base64')}`]) {
      expect(isSealed(plain), plain).toBe(false);
    }
    expect(() => box.open('demo-secret-not-real')).toThrow(/unknown format/);
  });

  it('without SECRET_KEY keeps one generated key in DATA_DIR, so a restart still opens the passwords', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-box-'));
    const sealed = secretBoxOf({ dataDir }, MAIL)().seal('kept');
    expect(fs.statSync(path.join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(secretBoxOf({ dataDir }, MAIL)().open(sealed)).toBe('kept');
    fs.rmSync(dataDir, { recursive: true });
  });

  it('with PostgreSQL requires SECRET_KEY, since every instance must share the key', () => {
    const box = secretBoxOf({ dataDir: os.tmpdir(), databaseUrl: 'postgres://db/tenon' }, MAIL);
    expect(() => box().seal('x')).toThrow(/SECRET_KEY/);
    expect(secretBoxOf({ dataDir: os.tmpdir(), databaseUrl: 'postgres://db/tenon', secretKey: 'shared' }, MAIL)().seal('x')).toMatch(/^v1:/);
  });
});
