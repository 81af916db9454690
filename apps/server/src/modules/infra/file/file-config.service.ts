/**
 * 文件配置. What must stay true:
 * - exactly one configuration is the master (uploads go to it): a new one is not; update-master
 *   moves the flag in one transaction; the master cannot be deleted; a partial unique index
 *   keeps two from ever being the master at once;
 * - a configuration's storage is one we can use (数据库, 本地磁盘, S3), with the settings it needs;
 * - the S3 accessSecret goes in sealed and never comes out; an update without one keeps it, unless
 *   it moves the configuration to another endpoint or bucket, which must bring it again (whoever
 *   may edit a configuration cannot send the stored secret to a server of their choice).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import {
  ErrorCodes,
  FileStorage,
  fileConfigResource,
  filePathUrl,
  type BodyOf,
  type FileClientConfig,
  type FileConfig,
  type FiltersOf,
  type QueryOf,
  type fileConfigApi,
} from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { ServiceError, badRequest, serviceError } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';
import { clientOf, safeHostname, type FileClient } from './file-clients.ts';
import { infraFileConfig, type StoredClientConfig } from './file.schema.ts';

type Row = typeof infraFileConfig.$inferSelect;
type Create = BodyOf<typeof fileConfigApi.create>;
type Update = BodyOf<typeof fileConfigApi.update>;

/** A 1×1 transparent PNG: what 测试 uploads. */
const TEST_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface FileConfigEnv {
  db: Db;
  dataDir: string;
  timeZone: string;
  box: () => SecretBox;
  /** Where an S3 endpoint may be (checked on save and on every connection). */
  outbound: Pick<OutboundPolicy, 'problem' | 'resolve'>;
}

export class FileConfigService {
  /** Clients by configuration, rebuilt when the row changes (an S3 client keeps its connections). */
  private readonly clients = new Map<number, { updateTime: number; client: FileClient }>();

  constructor(private readonly env: FileConfigEnv) {}

  page(caller: LoginUser, q: QueryOf<typeof fileConfigApi.page>) {
    const { db } = this.env;
    const where = resourceWhere(infraFileConfig, fileConfigResource, q, this.env.timeZone);
    return selectPage(db, infraFileConfig, where, q, async ({ limit, offset }) =>
      (await db.select().from(infraFileConfig).where(where).orderBy(desc(infraFileConfig.id)).limit(limit).offset(offset)).map(answerOf),
    );
  }

  async list(caller: LoginUser, q: FiltersOf<typeof fileConfigApi.page>): Promise<FileConfig[]> {
    const rows = await this.env.db.select().from(infraFileConfig).where(resourceWhere(infraFileConfig, fileConfigResource, q, this.env.timeZone)).orderBy(desc(infraFileConfig.id));
    return rows.map(answerOf);
  }

  async get(caller: LoginUser, id: number): Promise<FileConfig> {
    return answerOf(await this.row(id));
  }

  async create(caller: LoginUser, body: Create): Promise<number> {
    const config = this.storedConfig(body.storage, body.config, undefined);
    await this.requireAllowed(config);
    const by = String(caller.id);
    const [row] = await this.env.db
      .insert(infraFileConfig)
      .values({ name: body.name, storage: body.storage, remark: body.remark ?? '', config, master: false, creator: by, updater: by })
      .returning({ id: infraFileConfig.id });
    return row!.id;
  }

  async update(caller: LoginUser, body: Update): Promise<boolean> {
    await this.env.db.transaction(async (tx) => {
      const [current] = await tx.select().from(infraFileConfig).where(eq(infraFileConfig.id, body.id)).for('update');
      if (!current) throw serviceError(ErrorCodes.FILE_CONFIG_NOT_EXISTS);
      const config = this.storedConfig(body.storage, body.config, current);
      await this.requireAllowed(config);
      await tx
        .update(infraFileConfig)
        .set({ name: body.name, storage: body.storage, remark: body.remark ?? '', config, updater: String(caller.id) })
        .where(eq(infraFileConfig.id, body.id));
    });
    this.forget(body.id);
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.env.db.transaction(async (tx) => {
      const [current] = await tx.select().from(infraFileConfig).where(eq(infraFileConfig.id, id)).for('update');
      if (!current) throw serviceError(ErrorCodes.FILE_CONFIG_NOT_EXISTS);
      if (current.master) throw serviceError(ErrorCodes.FILE_CONFIG_DELETE_FAIL_MASTER);
      await tx.delete(infraFileConfig).where(eq(infraFileConfig.id, id));
    });
    this.forget(id);
    return true;
  }

  /** Makes `id` the master and the former master not, in one transaction. */
  async updateMaster(caller: LoginUser, id: number): Promise<boolean> {
    await this.env.db.transaction(async (tx) => {
      const [target] = await tx.select().from(infraFileConfig).where(eq(infraFileConfig.id, id)).for('update');
      if (!target) throw serviceError(ErrorCodes.FILE_CONFIG_NOT_EXISTS);
      const by = String(caller.id);
      await tx.update(infraFileConfig).set({ master: false, updater: by }).where(eq(infraFileConfig.master, true));
      await tx.update(infraFileConfig).set({ master: true, updater: by }).where(eq(infraFileConfig.id, id));
    });
    return true;
  }

  /** 测试: stores a small image through the configuration and answers where it is read (no 文件列表 row, as the reference). */
  async test(caller: LoginUser, id: number): Promise<string> {
    const row = await this.row(id);
    const filePath = `test-${randomUUID()}.png`;
    await storageCall(() => this.clientFor(row).put(filePath, TEST_PNG, 'image/png'));
    return urlOf(row, filePath);
  }

  /** The master configuration (every upload goes to it). */
  async master(q: Pick<Db, 'select'> = this.env.db): Promise<Row> {
    const [row] = await q.select().from(infraFileConfig).where(eq(infraFileConfig.master, true));
    if (!row) throw serviceError(ErrorCodes.FILE_CONFIG_NOT_EXISTS);
    return row;
  }

  async row(id: number): Promise<Row> {
    return requireGlobalRow(infraFileConfig, id, ErrorCodes.FILE_CONFIG_NOT_EXISTS, this.env.db);
  }

  /** The storage client of a configuration row. */
  clientFor(row: Row): FileClient {
    const kept = this.clients.get(row.id);
    if (kept && kept.updateTime === row.updateTime) return kept.client;
    kept?.client.close();
    const client = clientOf(row, { db: this.env.db, dataDir: this.env.dataDir, openSecret: (sealed) => this.env.box().open(sealed), outbound: this.env.outbound });
    this.clients.set(row.id, { updateTime: row.updateTime, client });
    return client;
  }

  close() {
    for (const { client } of this.clients.values()) client.close();
    this.clients.clear();
  }

  /** An S3 endpoint the outbound policy refuses is refused on save, with its reason. */
  private async requireAllowed(config: StoredClientConfig) {
    if (!config.endpoint) return;
    const problem = await this.env.outbound.problem(safeHostname(config.endpoint));
    if (problem) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, `节点地址不允许连接：${problem}`);
  }

  private forget(id: number) {
    this.clients.get(id)?.client.close();
    this.clients.delete(id);
  }

  /** The settings to store for `storage`: checked, trimmed to what the storage uses, the secret sealed or kept. */
  private storedConfig(storage: number, given: FileClientConfig, current: Row | undefined): StoredClientConfig {
    // A configuration states its settings, if only an empty domain: an object whose every key was
    // unknown (and dropped) is a malformed request, not a configuration without settings.
    if (Object.keys(given).length === 0) throw badRequest('请求参数不正确：文件配置的 config 不能为空（数据库存储可只传 domain）');
    const text = (v: string | undefined) => v?.trim() ?? '';
    const domain = text(given.domain).replace(/\/+$/, '');
    if (domain && !/^https?:\/\/[^/\s]+/.test(domain)) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '自定义域名须以 http:// 或 https:// 开头');
    if (storage === FileStorage.FTP || storage === FileStorage.SFTP) throw serviceError(ErrorCodes.FILE_CONFIG_STORAGE_UNSUPPORTED, storage === FileStorage.FTP ? 'FTP 服务器' : 'SFTP 服务器');
    if (storage === FileStorage.DB) return domain ? { domain } : {};
    if (storage === FileStorage.LOCAL) {
      const basePath = text(given.basePath);
      if (!basePath) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '本地磁盘须填写基础路径');
       
      if (/[\u0000-\u001f]/.test(basePath)) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '基础路径不能含控制字符');
      const problem = basePathProblem(basePath, this.env.dataDir);
      if (problem) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, problem);
      return { basePath, ...(domain ? { domain } : {}) };
    }
    if (storage === FileStorage.S3) {
      const endpoint = text(given.endpoint).replace(/\/+$/, '');
      const bucket = text(given.bucket);
      const accessKey = text(given.accessKey);
      if (!/^https?:\/\/[^/\s]+/.test(endpoint)) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '节点地址须以 http:// 或 https:// 开头');
      if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, 'bucket 须为 3 到 63 位小写字母、数字、点或短横线');
      if (!accessKey) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '须填写 accessKey');
      const secret = given.accessSecret ?? '';
      let accessSecret: string;
      if (secret) accessSecret = this.env.box().seal(secret);
      else {
        const stored = current?.storage === FileStorage.S3 ? current.config.accessSecret : undefined;
        if (!stored) throw serviceError(ErrorCodes.FILE_CONFIG_INVALID, '须填写 accessSecret');
        if (current!.config.endpoint !== endpoint || current!.config.bucket !== bucket) throw serviceError(ErrorCodes.FILE_CONFIG_SECRET_REQUIRED);
        accessSecret = stored;
      }
      return { endpoint, bucket, accessKey, accessSecret, pathStyle: given.pathStyle ?? true, ...(domain ? { domain } : {}) };
    }
    throw serviceError(ErrorCodes.FILE_CONFIG_STORAGE_UNSUPPORTED, String(storage));
  }
}

/**
 * Why a local folder may not hold files: the data folder itself or a folder above it (its files,
 * the sealing key among them, would be readable by URL), or the avatars' former folder
 * (`DATA_DIR/files`, which the server also serves as static files, by their names' types).
 */
export function basePathProblem(basePath: string, dataDir: string): string | undefined {
  const folder = path.resolve(dataDir, basePath);
  const data = path.resolve(dataDir);
  const above = path.relative(folder, data);
  if (above === '' || !above.startsWith('..')) return '基础路径不能是数据目录或其上级目录';
  const legacy = path.relative(path.join(data, 'files'), folder);
  if (legacy === '' || !legacy.startsWith('..')) return '基础路径不能在数据目录的 files 文件夹下（那里的文件另有用途）';
  return undefined;
}

/** A row as answered: every setting but the secret. */
export function answerOf(row: Row): FileConfig {
  const { accessSecret: _secret, ...config } = row.config;
  return { id: row.id, name: row.name, storage: row.storage, master: row.master, remark: row.remark, config, createTime: row.createTime };
}

/**
 * Where a stored file is read: our own path below the API base (made absolute when answered), or,
 * with a domain, that domain: our path on it for 数据库 and 本地磁盘 (another name of this server),
 * the object's key on it for S3 (a CDN or the bucket's public address).
 */
export function urlOf(row: Pick<Row, 'id' | 'storage' | 'config'>, filePath: string): string {
  const own = filePathUrl(row.id, filePath);
  const domain = row.config.domain;
  if (!domain) return own;
  if (row.storage === FileStorage.S3) return `${domain}/${filePath.split('/').map(encodeURIComponent).join('/')}`;
  return `${domain}${own}`;
}

/** A storage's failure as a message the caller reads (an unreachable server, a refused key). */
export async function storageCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    throw serviceError(ErrorCodes.FILE_STORAGE_FAILED, err instanceof Error ? err.message.slice(0, 200) : String(err));
  }
}
