import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from '../../../db/schema/columns.ts';

/** The stored settings of a configuration; `accessSecret` is sealed (file-secret.ts). */
export interface StoredClientConfig {
  basePath?: string;
  domain?: string;
  endpoint?: string;
  bucket?: string;
  accessKey?: string;
  accessSecret?: string;
  pathStyle?: boolean;
}

/** Bytes: a Buffer in TypeScript (PGlite hands back a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * 文件配置: global, as in the reference (the platform's storage, managed by the system tenant).
 * Exactly one row is the master, which uploads go to: a partial unique index holds at most one,
 * and the service never leaves none (the master cannot be deleted, update-master moves it in one
 * transaction).
 */
export const infraFileConfig = pgTable(
  'infra_file_config',
  {
    id: idColumn(),
    name: varchar('name', { length: 63 }).notNull(),
    /** 1 数据库, 10 本地磁盘, 11 FTP, 12 SFTP, 20 S3 (dictionary infra_file_storage). */
    storage: smallint('storage').notNull(),
    master: boolean('master').notNull().default(false),
    remark: varchar('remark', { length: 255 }).notNull().default(''),
    config: jsonb('config').$type<StoredClientConfig>().notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_file_config_master_uq').on(t.master).where(sql`${t.master}`)],
);

/** 文件列表: every stored file, global (the list is the system tenant's; docs/files.md). */
export const infraFile = pgTable(
  'infra_file',
  {
    id: idColumn(),
    configId: integer('config_id').notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    /** The uploader's own name of it (shown, never trusted). */
    name: varchar('name', { length: 255 }).notNull().default(''),
    /** Our own path (`/tri-real-api/admin-api/infra/file/…`) or, with a domain, an absolute URL. */
    url: varchar('url', { length: 1024 }).notNull(),
    /** Read from the content's first bytes. */
    type: varchar('type', { length: 128 }).notNull().default(''),
    size: integer('size').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_file_config_path_uq').on(t.configId, t.path), index('infra_file_create_idx').on(t.createTime)],
);

/** The content of the files a 数据库 configuration holds. */
export const infraFileContent = pgTable(
  'infra_file_content',
  {
    id: idColumn(),
    configId: integer('config_id').notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    content: bytea('content').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('infra_file_content_path_uq').on(t.configId, t.path)],
);
