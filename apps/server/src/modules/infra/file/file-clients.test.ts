/**
 * The S3 client goes only where the outbound policy allows, on every call: an endpoint written as
 * a name is resolved through the policy (and connected to the address it answered), one written
 * as an address is checked before the call. Nothing reaches the server when the policy refuses.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { OutboundRefused } from '../../../platform/outbound-policy.ts';
import { S3FileClient } from './file-clients.ts';

const BUCKET = 'tenon-guarded';
let s3: S3rver;
let port: number;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, vhostBuckets: false, configureBuckets: [{ name: BUCKET, configs: [] }] });
  port = (await s3.run()).port;
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const settings = (host: string) => ({ endpoint: `http://${host}:${port}`, bucket: BUCKET, accessKey: 'S3RVER', accessSecret: 'S3RVER', pathStyle: true });

describe('the S3 client and the outbound policy', () => {
  it('connects to the address the policy answered for a name, and asks it on every call', async () => {
    const asked: string[] = [];
    const client = new S3FileClient(settings('files.internal.example'), { resolve: async (host) => (asked.push(host), ['127.0.0.1']) });
    await client.put('a.txt', Buffer.from('hello'), 'text/plain');
    expect((await client.get('a.txt'))?.toString()).toBe('hello');
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked)).toEqual(new Set(['files.internal.example']));
    client.close();
  });

  it('reaches nothing when the policy refuses, whether the endpoint is a name or an address', async () => {
    const refuse = { resolve: async (host: string): Promise<string[]> => Promise.reject(new OutboundRefused(`${host} 是本机地址`)) };
    for (const host of ['localhost', '127.0.0.1']) {
      const client = new S3FileClient(settings(host), refuse);
      await expect(client.put('b.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/本机地址/);
      client.close();
    }
    const open = new S3FileClient(settings('127.0.0.1'), { resolve: async () => ['127.0.0.1'] });
    expect(await open.get('b.txt')).toBeUndefined();
    open.close();
  });
});
