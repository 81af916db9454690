import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { embeddedIpv4, OutboundRefused, outboundPolicy } from './outbound-policy.ts';

const production = outboundPolicy(loadConfig({ NODE_ENV: 'production' }).outbound);
const demo = outboundPolicy(loadConfig({}).outbound);

describe('outbound policy: defaults', () => {
  it('refuses in production loopback, metadata, private, CGNAT, unspecified, multicast and their IPv4-mapped forms, saying which', async () => {
    const cases: Array<[string, string]> = [
      ['127.0.0.1', '127.0.0.1 是本机地址'],
      ['127.8.9.10', '本机地址'],
      ['::1', '::1 是本机地址'],
      ['[::1]', '::1 是本机地址'],
      ['169.254.169.254', '169.254.169.254 是链路本地地址（含云服务器元数据地址）'],
      ['fe80::1', '链路本地地址'],
      ['10.0.0.1', '10.0.0.1 是内网地址'],
      ['172.16.5.4', '内网地址'],
      ['192.168.1.1', '内网地址'],
      ['fd00::1', '内网地址'],
      ['100.64.0.1', '运营商级 NAT 地址'],
      ['0.0.0.0', '未指定地址'],
      ['::', '未指定地址'],
      ['224.0.0.1', '组播地址'],
      ['ff02::1', '组播地址'],
      ['255.255.255.255', '保留地址'],
      ['::ffff:127.0.0.1', '::ffff:127.0.0.1 是本机地址'],
      ['::ffff:7f00:1', '本机地址'],
      ['::ffff:169.254.169.254', '链路本地地址'],
      ['::ffff:a00:1', '内网地址'],
      ['64:ff9b::a9fe:a9fe', '链路本地地址'],
      ['2002:7f00:1::', '本机地址'],
      ['LOCALHOST.', 'localhost 解析到本机地址'],
    ];
    for (const [host, why] of cases) {
      await expect(production.resolve(host), host).rejects.toThrow(why);
      expect(await production.problem(host), host).toContain(why);
    }
  });

  it('lets public addresses through in production', async () => {
    for (const host of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8', '::ffff:8.8.8.8']) {
      expect(await production.resolve(host)).toEqual([host]);
      expect(await production.problem(host)).toBeUndefined();
    }
  });

  it('allows loopback and private peers on the demo and test start, never the metadata address', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).outbound.allowLocal).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/tenon' }).outbound.allowLocal).toBe(false);
    expect(await demo.resolve('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(await demo.resolve('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(await demo.resolve('localhost')).toContain('127.0.0.1');
    await expect(demo.resolve('169.254.169.254')).rejects.toThrow('链路本地地址');
    await expect(demo.resolve('0.0.0.0')).rejects.toThrow('未指定地址');
  });

  it('reads the IPv4 address inside IPv6 forms that reach it', () => {
    expect(embeddedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('0:0:0:0:0:ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('::10.1.2.3')).toBe('10.1.2.3');
    expect(embeddedIpv4('64:ff9b::808:808')).toBe('8.8.8.8');
    expect(embeddedIpv4('2002:c0a8:101::1')).toBe('192.168.1.1');
    expect(embeddedIpv4('::1')).toBeUndefined();
    expect(embeddedIpv4('2001:db8::1')).toBeUndefined();
  });
});

describe('outbound policy: OUTBOUND_ALLOW and OUTBOUND_DENY', () => {
  const configured = (env: Record<string, string>) => outboundPolicy(loadConfig({ NODE_ENV: 'production', ...env }).outbound);

  it('allows listed CIDRs, addresses, range names and host names; deny wins over allow', async () => {
    const policy = configured({ OUTBOUND_ALLOW: '10.1.0.0/16, 192.168.7.7 ,loopback', OUTBOUND_DENY: '10.1.2.0/24,*.internal.example' });
    expect(await policy.resolve('10.1.9.9')).toEqual(['10.1.9.9']);
    expect(await policy.resolve('::ffff:10.1.9.9')).toEqual(['::ffff:10.1.9.9']);
    expect(await policy.resolve('192.168.7.7')).toEqual(['192.168.7.7']);
    expect(await policy.resolve('localhost')).toContain('127.0.0.1');
    await expect(policy.resolve('192.168.7.8')).rejects.toThrow('内网地址');
    await expect(policy.resolve('10.1.2.3')).rejects.toThrow('10.1.2.3 是被禁止连接的地址');
    await expect(policy.resolve('smtp.internal.example')).rejects.toThrow('smtp.internal.example 被禁止连接');
    await expect(policy.resolve('169.254.169.254')).rejects.toThrow(OutboundRefused);
  });

  it('lets an allowed host name through whatever it resolves to', async () => {
    const policy = configured({ OUTBOUND_ALLOW: 'localhost' });
    expect(await policy.resolve('localhost')).toContain('127.0.0.1');
    await expect(policy.resolve('127.0.0.1')).rejects.toThrow('本机地址');
  });

  it('refuses in the demo what OUTBOUND_DENY names', async () => {
    const policy = outboundPolicy(loadConfig({ OUTBOUND_DENY: 'private,127.0.0.2' }).outbound);
    await expect(policy.resolve('10.0.0.1')).rejects.toThrow('被禁止连接的地址');
    await expect(policy.resolve('127.0.0.2')).rejects.toThrow('被禁止连接的地址');
    expect(await policy.resolve('127.0.0.1')).toEqual(['127.0.0.1']);
  });

  it('names the variable of an entry it cannot read', () => {
    expect(() => configured({ OUTBOUND_ALLOW: '10.0.0.0/40' })).toThrow('OUTBOUND_ALLOW: "10.0.0.0/40" is not a valid CIDR');
    expect(() => configured({ OUTBOUND_DENY: 'http://x' })).toThrow(/^OUTBOUND_DENY: "http:\/\/x" is neither/);
  });
});

describe('guarded fetch', () => {
  let server: http.Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        seen.push(`${req.method} ${req.headers.host} ${req.url} ${req.headers['content-type'] ?? ''} ${body}`);
        if (req.url === '/moved') {
          res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
          res.end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['a=1', 'b=2'] });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('fetches through the checked address, with the host name in the request', async () => {
    const res = await demo.fetch(`http://localhost:${port}/x?y=1`, { method: 'POST', body: new URLSearchParams({ a: 'b' }), headers: { accept: 'application/json' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(seen.at(-1)).toBe(`POST localhost:${port} /x?y=1 application/x-www-form-urlencoded;charset=UTF-8 a=b`);
  });

  it('never connects where the policy refuses, and answers a redirect instead of following it', async () => {
    const before = seen.length;
    await expect(production.fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(OutboundRefused);
    await expect(production.fetch(`http://localhost:${port}/`)).rejects.toThrow('localhost 解析到本机地址');
    await expect(production.fetch(`http://[::ffff:127.0.0.1]:${port}/`)).rejects.toThrow('本机地址');
    expect(seen.length).toBe(before);
    const moved = await demo.fetch(`http://127.0.0.1:${port}/moved`, { redirect: 'manual' });
    expect(moved.status).toBe(302);
    await expect(demo.fetch('file:///etc/passwd')).rejects.toThrow(OutboundRefused);
  });

  it('gives up when its signal aborts', async () => {
    await expect(demo.fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.abort() })).rejects.toThrow();
  });
});
