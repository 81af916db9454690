/**
 * The storages behind one interface: 数据库 (the content in `infra_file_content`), 本地磁盘 (a
 * folder; a relative `basePath` is under the data folder) and S3 (any S3-compatible server,
 * through the AWS SDK). FTP and SFTP are refused when a configuration is saved (docs/files.md).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { ErrorCodes, FileStorage } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { serviceError } from '../../../platform/errors.ts';
import { normalHost, type OutboundPolicy } from '../../../platform/outbound-policy.ts';
import { checkedPath } from './file-path.ts';
import { infraFileContent, type StoredClientConfig } from './file.schema.ts';

export interface FileClient {
  put(filePath: string, content: Buffer, contentType: string): Promise<void>;
  /** The content, or undefined when the storage holds nothing at that path. */
  get(filePath: string): Promise<Buffer | undefined>;
  /** Nothing at that path is no error. */
  delete(filePath: string): Promise<void>;
  close(): void;
}

export class DbFileClient implements FileClient {
  constructor(
    private readonly db: Db,
    private readonly configId: number,
  ) {}

  /** `q`: the upload's transaction, so the content commits with its row. */
  async put(filePath: string, content: Buffer, _contentType?: string, q: Db | Tx = this.db) {
    await q
      .insert(infraFileContent)
      .values({ configId: this.configId, path: filePath, content })
      .onConflictDoUpdate({ target: [infraFileContent.configId, infraFileContent.path], set: { content, updateTime: Date.now() } });
  }

  async get(filePath: string) {
    const [row] = await this.db
      .select({ content: infraFileContent.content })
      .from(infraFileContent)
      .where(and(eq(infraFileContent.configId, this.configId), eq(infraFileContent.path, filePath)));
    return row?.content;
  }

  async delete(filePath: string) {
    await this.db.delete(infraFileContent).where(and(eq(infraFileContent.configId, this.configId), eq(infraFileContent.path, filePath)));
  }

  close() {}
}

export class LocalFileClient implements FileClient {
  private readonly root: string;

  constructor(basePath: string, dataDir: string) {
    this.root = path.resolve(dataDir, basePath);
  }

  /** The file under the folder; a path that would leave it is refused (a second guard behind `checkedPath`). */
  private fileOf(filePath: string): string {
    const file = path.resolve(this.root, checkedPath(filePath));
    if (!file.startsWith(this.root + path.sep)) throw serviceError(ErrorCodes.FILE_PATH_INVALID, '不能超出存储目录');
    return file;
  }

  async put(filePath: string, content: Buffer) {
    const file = this.fileOf(filePath);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, content);
  }

  async get(filePath: string) {
    try {
      return await fs.readFile(this.fileOf(filePath));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return undefined;
      throw err;
    }
  }

  async delete(filePath: string) {
    await fs.rm(this.fileOf(filePath), { force: true });
  }

  close() {}
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  accessSecret: string;
  pathStyle: boolean;
}

/**
 * The S3 endpoint is an administrator's address: each connection goes only where the outbound
 * policy allows (platform/outbound-policy.ts), to the address it has just checked (the agents'
 * lookup answers it, so the name is not resolved again); an address written as such is checked
 * before each call, since no lookup runs for it.
 */
export class S3FileClient implements FileClient {
  private readonly s3: S3Client;
  private readonly host: string;

  constructor(
    private readonly settings: S3Settings,
    private readonly outbound: Pick<OutboundPolicy, 'resolve'>,
  ) {
    this.host = normalHost(safeHostname(settings.endpoint));
    const lookup: net.LookupFunction = (hostname, options, callback) => {
      outbound.resolve(hostname).then(
        (addresses) => {
          const found = addresses.map((address) => ({ address, family: net.isIP(address) }));
          if (options.all) (callback as (err: null, all: typeof found) => void)(null, found);
          else callback(null, found[0]!.address, found[0]!.family);
        },
        (err: NodeJS.ErrnoException) => callback(err, '', 0),
      );
    };
    this.s3 = new S3Client({
      requestHandler: { httpAgent: new http.Agent({ keepAlive: true, lookup }), httpsAgent: new https.Agent({ keepAlive: true, lookup }), requestTimeout: 30_000 },
      endpoint: settings.endpoint,
      // S3-compatible servers ignore the region; AWS itself reads it from the endpoint's host.
      region: regionOf(settings.endpoint),
      forcePathStyle: settings.pathStyle,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.accessSecret },
      maxAttempts: 2,
      // Checksums only where S3 requires them: most S3-compatible servers (MinIO's older releases,
      // s3rver, several clouds' own) do not read the SDK's newer default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** An endpoint written as an address meets no lookup: checked here, before each call. */
  private async allowed() {
    if (net.isIP(this.host)) await this.outbound.resolve(this.host);
  }

  async put(filePath: string, content: Buffer, contentType: string) {
    await this.allowed();
    await this.s3.send(new PutObjectCommand({ Bucket: this.settings.bucket, Key: checkedPath(filePath), Body: content, ContentType: contentType }));
  }

  async get(filePath: string) {
    await this.allowed();
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: checkedPath(filePath) }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : undefined;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return undefined;
      throw err;
    }
  }

  async delete(filePath: string) {
    await this.allowed();
    await this.s3.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: checkedPath(filePath) }));
  }

  close() {
    this.s3.destroy();
  }
}

/** `s3.<region>.amazonaws.com` and `<bucket>.s3.<region>.amazonaws.com` name their region; anything else takes us-east-1. */
function regionOf(endpoint: string): string {
  const match = /(?:^|\.)s3[.-]([a-z0-9-]+)\.amazonaws\.com/.exec(safeHost(endpoint));
  return match?.[1] ?? 'us-east-1';
}

const safeHost = (endpoint: string) => {
  try {
    return new URL(endpoint).host;
  } catch {
    return '';
  }
};

/** The endpoint's host name (an IPv6 address without its brackets), or '' for no URL. */
export const safeHostname = (endpoint: string) => {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return '';
  }
};

/** The client of a configuration, given its opened secret. */
export function clientOf(
  row: { id: number; storage: number; config: StoredClientConfig },
  env: { db: Db; dataDir: string; openSecret: (sealed: string) => string; outbound: Pick<OutboundPolicy, 'resolve'> },
): FileClient {
  const c = row.config;
  switch (row.storage) {
    case FileStorage.DB:
      return new DbFileClient(env.db, row.id);
    case FileStorage.LOCAL:
      return new LocalFileClient(c.basePath ?? '', env.dataDir);
    case FileStorage.S3:
      return new S3FileClient({
        endpoint: c.endpoint ?? '',
        bucket: c.bucket ?? '',
        accessKey: c.accessKey ?? '',
        accessSecret: c.accessSecret ? env.openSecret(c.accessSecret) : '',
        pathStyle: c.pathStyle ?? true,
      }, env.outbound);
    default:
      throw serviceError(ErrorCodes.FILE_CONFIG_STORAGE_UNSUPPORTED, String(row.storage));
  }
}
