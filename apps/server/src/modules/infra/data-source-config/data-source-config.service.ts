/**
 * 数据源配置. What must stay true:
 * - the master data source (id 0) is the product's own database: listed first, answered by
 *   `get`, never changed or deleted; its URL is shown without its password;
 * - a configuration is saved only once it connects (the reference's rule), through the outbound
 *   policy: a host it refuses is refused on save, with its reason;
 * - the password goes in sealed and never comes out; an update without one keeps it, unless it
 *   changes the URL or the user name, which must bring it again (whoever may edit a configuration
 *   cannot send the stored password to a server of their choice).
 */
import type pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, MASTER_DATA_SOURCE_ID, MASTER_DATA_SOURCE_NAME, type BodyOf, type DataSourceConfig, type dataSourceConfigApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { checkDataSource, type DataSourceLogin } from './data-source-connection.ts';
import { infraDataSourceConfig } from './data-source-config.schema.ts';
import { parseDataSourceUrl } from './data-source-url.ts';

type Row = typeof infraDataSourceConfig.$inferSelect;
type Create = BodyOf<typeof dataSourceConfigApi.create>;
type Update = BodyOf<typeof dataSourceConfigApi.update>;

export interface DataSourceEnv {
  db: Db;
  box: () => SecretBox;
  outbound: Pick<OutboundPolicy, 'problem' | 'resolve'>;
}

export class DataSourceConfigService {
  constructor(private readonly env: DataSourceEnv) {}

  async list(): Promise<DataSourceConfig[]> {
    const rows = await this.env.db.select().from(infraDataSourceConfig).orderBy(desc(infraDataSourceConfig.id));
    return [this.master(), ...rows.map(answerOf)];
  }

  async get(id: number): Promise<DataSourceConfig> {
    if (id === MASTER_DATA_SOURCE_ID) return this.master();
    return answerOf(await this.row(id));
  }

  async create(caller: LoginUser, body: Create): Promise<number> {
    requireText(body);
    const login = { url: body.url.trim(), username: body.username.trim(), password: body.password ?? '' };
    await this.requireConnects(login);
    const by = String(caller.id);
    const [row] = await this.env.db
      .insert(infraDataSourceConfig)
      .values({ name: body.name.trim(), url: login.url, username: login.username, password: login.password ? this.env.box().seal(login.password) : '', creator: by, updater: by })
      .returning({ id: infraDataSourceConfig.id });
    return row!.id;
  }

  async update(caller: LoginUser, body: Update): Promise<boolean> {
    if (body.id === MASTER_DATA_SOURCE_ID) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_MASTER_READONLY);
    requireText(body);
    const current = await this.row(body.id);
    const url = body.url.trim();
    const username = body.username.trim();
    const given = body.password ?? '';
    if (!given && current.password && (url !== current.url || username !== current.username)) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_PASSWORD_REQUIRED);
    await this.requireConnects({ url, username, password: given || this.openPassword(current) });
    const password = given ? this.env.box().seal(given) : current.password;
    const updated = await this.env.db
      .update(infraDataSourceConfig)
      .set({ name: body.name.trim(), url, username, password, updater: String(caller.id) })
      .where(eq(infraDataSourceConfig.id, body.id))
      .returning({ id: infraDataSourceConfig.id });
    if (updated.length === 0) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_EXISTS);
    return true;
  }

  async delete(id: number): Promise<boolean> {
    if (id === MASTER_DATA_SOURCE_ID) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_MASTER_READONLY);
    const deleted = await this.env.db.delete(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, id)).returning({ id: infraDataSourceConfig.id });
    if (deleted.length === 0) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_NOT_EXISTS);
    return true;
  }

  /** A stored configuration's login, its password opened (the catalogue's connection). */
  async login(id: number): Promise<DataSourceLogin> {
    const row = await this.row(id);
    return { url: row.url, username: row.username, password: this.openPassword(row) };
  }

  private row(id: number): Promise<Row> {
    return requireGlobalRow(infraDataSourceConfig, id, ErrorCodes.DATA_SOURCE_CONFIG_NOT_EXISTS, this.env.db);
  }

  private openPassword(row: Row): string {
    return row.password ? this.env.box().open(row.password) : '';
  }

  /** The URL's form and host first (the policy's reason in words), then a real connection. */
  private async requireConnects(login: DataSourceLogin): Promise<void> {
    const target = parseDataSourceUrl(login.url);
    if ('problem' in target) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_URL_INVALID, target.problem);
    const problem = await this.env.outbound.problem(target.host);
    if (problem) throw serviceError(ErrorCodes.DATA_SOURCE_CONFIG_URL_INVALID, `不允许连接：${problem}`);
    await checkDataSource(this.env.outbound, login);
  }

  /** The product's own database, as the list shows it: PostgreSQL's URL without its password, or PGlite's folder. */
  private master(): DataSourceConfig {
    const { url, username } = masterLocation(this.env.db);
    return { id: MASTER_DATA_SOURCE_ID, name: MASTER_DATA_SOURCE_NAME, url, username, passwordSet: false, createTime: 0 };
  }
}

/**
 * Where the app's own database is, read from the driver behind the Drizzle handle (the pool's
 * connection settings, or PGlite's folder; in memory when it has none), never with a password.
 */
function masterLocation(db: Db): { url: string; username: string } {
  const client = (db as unknown as { $client?: { waitReady?: unknown; dataDir?: string; options?: pg.PoolConfig } }).$client;
  if (!client || 'waitReady' in client) return { url: client?.dataDir ? `pglite://${client.dataDir}` : 'pglite://memory（内存数据库）', username: '' };
  const options = client.options ?? {};
  let parsed: URL | undefined;
  try {
    parsed = options.connectionString ? new URL(options.connectionString) : undefined;
  } catch {
    // A connection string WHATWG URL does not take: its parts below are node-postgres's own.
  }
  const host = parsed?.hostname || options.host || 'localhost';
  const port = parsed?.port || options.port || 5432;
  const database = parsed?.pathname.slice(1) || options.database || '';
  return { url: `postgresql://${host}:${port}/${database}`, username: decodeURIComponent(parsed?.username ?? '') || options.user || '' };
}

/** Blank text passes the schema's minimum length: refused in the form's words. */
function requireText(body: Create) {
  if (!body.name.trim()) throw badRequest('数据源名称不能为空');
  if (!body.url.trim()) throw badRequest('数据源连接不能为空');
  if (!body.username.trim()) throw badRequest('用户名不能为空');
}

/** A row as answered: everything but the password. */
function answerOf(row: Row): DataSourceConfig {
  return { id: row.id, name: row.name, url: row.url, username: row.username, passwordSet: row.password !== '', createTime: row.createTime };
}
