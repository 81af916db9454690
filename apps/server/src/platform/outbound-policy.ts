/**
 * Where the server may connect on an administrator's say: the one policy for every outbound
 * connection whose address comes from data an administrator enters (a mail account's SMTP host,
 * an OpenID Connect issuer and the endpoints its discovery document names). Without it, those
 * forms reach whatever the server can: its own loopback services, the internal network, a cloud
 * provider's metadata service (169.254.169.254), and their answers come back in error messages.
 *
 * What must stay true:
 * - a host is checked by every address it resolves to (a name that resolves to 127.0.0.1 is
 *   loopback), IPv4-mapped and other IPv6 forms that embed an IPv4 address by that address;
 * - the check is made when the address is saved (a clear message to the administrator) and again
 *   when connecting, on a fresh resolution, and the connection goes to the address just checked
 *   (`resolve` answers it; `guardedFetch` connects through it), so a name re-pointed after the
 *   save, or between the check and the connection, reaches nothing the policy refuses;
 * - `OUTBOUND_DENY` wins over everything, `OUTBOUND_ALLOW` over the built-in refusals.
 *
 * Built-in refusals: link-local (with the metadata address), CGNAT, unspecified, multicast and
 * reserved ranges always; loopback and private ranges too unless `allowLocal` (the embedded demo
 * start and tests, whose peers run on 127.0.0.1). Ranges are matched with node:net's BlockList.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { AppConfig } from '../config.ts';

export type OutboundSettings = AppConfig['outbound'];

/** A connection the policy refuses; `message` is fixed Chinese text naming the host and why. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
}

type Family = 'ipv4' | 'ipv6';
type Subnet = readonly [address: string, prefix: number, family: Family];

/** The special-purpose ranges, each with the words an administrator reads. */
const CATEGORIES: ReadonlyArray<{ key: string; label: string; local: boolean; subnets: Subnet[] }> = [
  { key: 'loopback', label: '本机地址', local: true, subnets: [['127.0.0.0', 8, 'ipv4'], ['::1', 128, 'ipv6']] },
  {
    key: 'private',
    label: '内网地址',
    local: true,
    subnets: [['10.0.0.0', 8, 'ipv4'], ['172.16.0.0', 12, 'ipv4'], ['192.168.0.0', 16, 'ipv4'], ['fc00::', 7, 'ipv6'], ['fec0::', 10, 'ipv6']],
  },
  { key: 'link-local', label: '链路本地地址（含云服务器元数据地址）', local: false, subnets: [['169.254.0.0', 16, 'ipv4'], ['fe80::', 10, 'ipv6']] },
  { key: 'cgnat', label: '运营商级 NAT 地址', local: false, subnets: [['100.64.0.0', 10, 'ipv4']] },
  { key: 'unspecified', label: '未指定地址', local: false, subnets: [['0.0.0.0', 8, 'ipv4'], ['::', 128, 'ipv6']] },
  { key: 'multicast', label: '组播地址', local: false, subnets: [['224.0.0.0', 4, 'ipv4'], ['ff00::', 8, 'ipv6']] },
  {
    key: 'reserved',
    label: '保留地址',
    local: false,
    // IETF protocol assignments, benchmarking, 240/4 with the broadcast address, discard-only and documentation v6.
    subnets: [['192.0.0.0', 24, 'ipv4'], ['198.18.0.0', 15, 'ipv4'], ['240.0.0.0', 4, 'ipv4'], ['100::', 64, 'ipv6'], ['2001:db8::', 32, 'ipv6']],
  },
];

const blockListOf = (subnets: Subnet[]) => {
  const list = new net.BlockList();
  for (const [address, prefix, family] of subnets) list.addSubnet(address, prefix, family);
  return list;
};
const CATEGORY_LISTS = CATEGORIES.map((c) => ({ ...c, list: blockListOf(c.subnets) }));

/** An IPv6 address's 16 bytes (the caller checked it with net.isIPv6). */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const bytes: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let tail: number[] = [];
  if (dotted) {
    tail = dotted[1]!.split('.').map(Number);
    text = `${text.slice(0, dotted.index)}0:0`;
  }
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const groups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const all = rest === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  for (const g of all) bytes.push(g >> 8, g & 0xff);
  if (dotted) bytes.splice(12, 4, ...tail);
  return bytes;
}

/**
 * The IPv4 address an IPv6 address carries, when it is one that reaches that IPv4 host:
 * IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96), 6to4 (2002::/16).
 */
export function embeddedIpv4(address: string): string | undefined {
  const b = ipv6Bytes(address);
  const v4 = (at: number) => b.slice(at, at + 4).join('.');
  const zero = (from: number, to: number) => b.slice(from, to).every((x) => x === 0);
  if (zero(0, 10) && b[10] === 0xff && b[11] === 0xff) return v4(12);
  if (zero(0, 12) && !zero(12, 15)) return v4(12);
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && zero(4, 12)) return v4(12);
  if (b[0] === 0x20 && b[1] === 0x02) return v4(2);
  return undefined;
}

/** The forms of an address to match: itself, and the IPv4 address it embeds. */
function formsOf(address: string): Array<[string, Family]> {
  const plain = address.replace(/%.*$/, '');
  if (net.isIPv4(plain)) return [[plain, 'ipv4']];
  const v4 = embeddedIpv4(plain);
  return v4 ? [[plain, 'ipv6'], [v4, 'ipv4']] : [[plain, 'ipv6']];
}

/** A host as written in a URL or a form: lower case, no trailing dot, no IPv6 brackets. */
export const normalHost = (host: string) => host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

interface Rules {
  /** Exact host names, and domains (from `*.example.com` or `.example.com`) whose subdomains match. */
  names: Set<string>;
  domains: string[];
  list: net.BlockList;
  /** Whether the list has any address entry (BlockList cannot say). */
  hasAddresses: boolean;
}

/** One of the variable's entries: a CIDR, an address, a category name, a host name or `*.domain`. */
function parseRules(variable: string, entries: readonly string[]): Rules {
  const rules: Rules = { names: new Set(), domains: [], list: new net.BlockList(), hasAddresses: false };
  for (const raw of entries) {
    const entry = raw.trim().toLowerCase();
    if (!entry) continue;
    const category = CATEGORIES.find((c) => c.key === entry);
    if (category) {
      for (const [address, prefix, family] of category.subnets) rules.list.addSubnet(address, prefix, family);
      rules.hasAddresses = true;
      continue;
    }
    const [address = '', prefixText] = entry.split('/');
    const ip = normalHost(address);
    const family = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : undefined;
    if (family) {
      const max = family === 'ipv4' ? 32 : 128;
      const prefix = prefixText === undefined ? max : /^\d+$/.test(prefixText) ? Number(prefixText) : NaN;
      if (!(prefix >= 0 && prefix <= max)) throw new Error(`${variable}: "${raw}" is not a valid CIDR`);
      rules.list.addSubnet(ip, prefix, family);
      // The IPv4 rule covers the IPv4-mapped forms too: formsOf matches those by their IPv4 address.
      rules.hasAddresses = true;
      continue;
    }
    const name = normalHost(entry.replace(/^\*\./, '.'));
    if (prefixText !== undefined || !/^\.?[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?(\.[a-z0-9_]([a-z0-9_-]*[a-z0-9_])?)*$/.test(name)) {
      throw new Error(`${variable}: "${raw}" is neither an address, a CIDR, a range name (${CATEGORIES.map((c) => c.key).join(', ')}) nor a host name`);
    }
    if (name.startsWith('.')) rules.domains.push(name);
    else rules.names.add(name);
  }
  return rules;
}

const nameMatches = (rules: Rules, host: string) => rules.names.has(host) || rules.domains.some((d) => host.endsWith(d));
const addressMatches = (list: net.BlockList, address: string) => formsOf(address).some(([a, family]) => list.check(a, family));

const DNS_TIMEOUT_MS = 10_000;

async function lookupAll(host: string, timeoutMs: number): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`DNS lookup of ${host} timed out`), { code: 'ETIMEOUT' })), timeoutMs);
  });
  try {
    const found = await Promise.race([dns.promises.lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

export interface OutboundPolicy {
  /**
   * The addresses to connect to for `host` (a name or an address), every one allowed by the
   * policy: connect to these, never to the name again. Throws OutboundRefused when the name or
   * any address it resolves to is refused; a lookup that fails throws the resolver's error.
   */
  resolve(host: string): Promise<string[]>;
  /**
   * Why saving `host` must be refused (a message naming the host and the kind of address), or
   * undefined. A name that does not resolve now passes: connecting checks it again.
   */
  problem(host: string): Promise<string | undefined>;
  /** `fetch` for URLs an administrator gave: each request's host resolved and checked, and pinned (guardedFetch). */
  fetch: GuardedFetch;
}

export type GuardedFetch = (url: string | URL, init?: GuardedRequestInit) => Promise<Response>;
export interface GuardedRequestInit {
  method?: string;
  headers?: HeadersInit;
  body?: string | URLSearchParams | Uint8Array | ArrayBuffer | null;
  signal?: AbortSignal | null;
  /** Redirects are never followed (a redirect could lead anywhere): the 3xx answer is returned. */
  redirect?: 'manual' | 'error' | 'follow';
}

export function outboundPolicy(settings: OutboundSettings): OutboundPolicy {
  const allow = parseRules('OUTBOUND_ALLOW', settings.allow);
  const deny = parseRules('OUTBOUND_DENY', settings.deny);
  const refused = CATEGORY_LISTS.filter((c) => !(c.local && settings.allowLocal));

  /** Why this address of `host` is refused, or undefined. */
  const addressProblem = (host: string, address: string, nameAllowed: boolean): string | undefined => {
    const how = normalHost(address) === host ? '是' : '解析到';
    if (deny.hasAddresses && addressMatches(deny.list, address)) return `${host} ${how}被禁止连接的地址`;
    if (nameAllowed || (allow.hasAddresses && addressMatches(allow.list, address))) return undefined;
    const category = refused.find((c) => addressMatches(c.list, address));
    return category && `${host} ${how}${category.label}`;
  };

  const check = (hostRaw: string, addresses: string[]): void => {
    const host = normalHost(hostRaw);
    if (nameMatches(deny, host)) throw new OutboundRefused(`${host} 被禁止连接`);
    const nameAllowed = !net.isIP(host) && nameMatches(allow, host);
    for (const address of addresses) {
      const problem = addressProblem(host, address, nameAllowed);
      if (problem) throw new OutboundRefused(problem);
    }
  };

  const resolve = async (hostRaw: string, timeoutMs = DNS_TIMEOUT_MS): Promise<string[]> => {
    const host = normalHost(hostRaw);
    if (!host) throw new OutboundRefused('地址为空');
    if (nameMatches(deny, host)) throw new OutboundRefused(`${host} 被禁止连接`);
    const addresses = net.isIP(host) ? [host] : await lookupAll(host, timeoutMs);
    if (addresses.length === 0) throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
    check(host, addresses);
    return addresses;
  };

  const policy: OutboundPolicy = {
    resolve: (host) => resolve(host),
    async problem(host) {
      try {
        await resolve(host, 5_000);
        return undefined;
      } catch (err) {
        return err instanceof OutboundRefused ? err.message : undefined;
      }
    },
    fetch: (url, init) => guardedFetch(policy, url, init),
  };
  return policy;
}

/** Largest answer body read from a guarded request (discovery documents, tokens, user info are small). */
const MAX_BODY_BYTES = 1024 * 1024;
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A fetch (the subset openid-client and plain JSON APIs use) over node:http(s) whose connection
 * goes to the address the policy just checked: the host is resolved and checked first, and the
 * socket's lookup answers exactly those addresses, so nothing resolves the name a second time.
 * TLS still verifies the certificate against the host name. Redirects are returned, not followed.
 */
export async function guardedFetch(policy: Pick<OutboundPolicy, 'resolve'>, input: string | URL, init: GuardedRequestInit = {}): Promise<Response> {
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefused(`不支持的地址协议：${url.protocol}`);
  init.signal?.throwIfAborted();
  const host = normalHost(url.hostname);
  const addresses = await policy.resolve(host);
  const pinned: net.LookupFunction = (_name, options, callback) => {
    const all = addresses.map((address) => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
    if ((options as { all?: boolean }).all) (callback as (err: null, all: Array<{ address: string; family: number }>) => void)(null, all);
    else callback(null, all[0]!.address, all[0]!.family);
  };
  const headers = new Headers(init.headers);
  const body = init.body instanceof URLSearchParams ? init.body.toString() : init.body;
  if (init.body instanceof URLSearchParams && !headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  const payload = body == null ? undefined : typeof body === 'string' ? Buffer.from(body) : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
  if (payload) headers.set('content-length', String(payload.length));
  const request = url.protocol === 'https:' ? https.request : http.request;

  return new Promise<Response>((resolvePromise, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        headers: Object.fromEntries(headers),
        lookup: pinned,
        // An IP literal host connects to itself (checked above); a name through `pinned`.
        signal: init.signal ?? undefined,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) {
            res.destroy();
            reject(new Error(`answer of ${url.origin} larger than ${MAX_BODY_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const status = res.statusCode ?? 502;
          const out = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (value === undefined) continue;
            for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
          }
          try {
            resolvePromise(new Response(NULL_BODY.has(status) ? null : Buffer.concat(chunks), { status, statusText: res.statusMessage, headers: out }));
          } catch (err) {
            reject(err instanceof Error ? err : new Error(String(err)));
          }
        });
      },
    );
    // A timeout or abort is the signal's reason (a TimeoutError), as fetch reports it.
    req.on('error', (err) => reject(init.signal?.aborted ? (init.signal.reason as Error) : err));
    req.end(payload);
  });
}
