/**
 * The data source URLs we accept: PostgreSQL only, as the reference's console writes them
 * (`jdbc:postgresql://host[:port]/database[?…]`) or as libpq does (`postgresql://`, `postgres://`).
 * One host (no fail-over lists), no user or password inside the URL (they have their own fields,
 * and the URL is shown in the list), the database named. After `?` only `sslmode` (or JDBC's
 * `ssl=true`) is read; other parameters (a JDBC `currentSchema`…) are ignored.
 */
import net from 'node:net';

export type SslMode = 'disable' | 'require' | 'verify-full';

export interface PgTarget {
  host: string;
  port: number;
  database: string;
  ssl: SslMode;
}

const SSL_MODES: Record<string, SslMode> = {
  disable: 'disable',
  allow: 'disable',
  prefer: 'disable',
  require: 'require',
  'verify-ca': 'verify-full',
  'verify-full': 'verify-full',
};

const URL_FORM = /^(?:jdbc:postgresql|postgres(?:ql)?):\/\/([^/?#]*)\/([^?#]*)(?:\?([^#]*))?$/i;

/** The target a URL names, or why it names none (Chinese, for the form). */
export function parseDataSourceUrl(raw: string): PgTarget | { problem: string } {
  const url = raw.trim();
  const form = URL_FORM.exec(url);
  if (!form) {
    if (/^jdbc:(?!postgresql:)/i.test(url)) return { problem: '目前只支持 PostgreSQL 数据库（jdbc:postgresql://…）' };
    return { problem: '格式应为 jdbc:postgresql://主机:端口/数据库名 或 postgresql://主机:端口/数据库名' };
  }
  const [, authority = '', path = '', params = ''] = form;
  if (authority.includes('@')) return { problem: '用户名和密码请填在各自的输入框里，不要写在连接中' };
  if (authority.includes(',')) return { problem: '只支持一个主机' };
  const hostPort = /^(\[[0-9a-fA-F:.]+\]|[^:[\]\s]+)(?::(\d{1,5}))?$/.exec(authority);
  if (!hostPort) return { problem: '缺少主机或端口不正确' };
  const host = hostPort[1]!.replace(/^\[(.*)\]$/, '$1');
  if (hostPort[1]!.startsWith('[') && !net.isIPv6(host)) return { problem: '主机地址不正确' };
  const port = hostPort[2] === undefined ? 5432 : Number(hostPort[2]);
  if (port < 1 || port > 65_535) return { problem: '端口须在 1 到 65535 之间' };
  let database: string;
  try {
    database = decodeURIComponent(path);
  } catch {
    return { problem: '数据库名不正确' };
  }
  if (!database || database.includes('/') || database.length > 63) return { problem: '须写明数据库名（不超过 63 个字符）' };
  const query = new URLSearchParams(params);
  const mode = query.get('sslmode');
  let ssl: SslMode = query.get('ssl') === 'true' ? 'require' : 'disable';
  if (mode !== null) {
    const known = SSL_MODES[mode];
    if (!known) return { problem: `不认识的 sslmode：${mode.slice(0, 20)}` };
    ssl = known;
  }
  return { host, port, database, ssl };
}
