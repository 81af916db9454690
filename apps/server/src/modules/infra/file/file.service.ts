/**
 * 文件列表 and the uploads every screen makes. What must stay true:
 * - an upload goes to the master configuration, under a path we make (a fresh name with the
 *   extension its content has) or the uploader's own, checked (file-path.ts); a path already
 *   taken in that configuration is refused, never overwritten;
 * - a crash mid-upload leaves no listed file without its content (upload());
 * - a file's type is read from its content, never from its name or the uploader's header;
 * - the size limit is 配置管理's `infra.file.max-size-mb`, read at each upload;
 * - deleting a file removes it from its storage, then its row.
 */
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { ErrorCodes, fileResource, type InfraFile, type QueryOf, type fileApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { serviceError } from '../../../platform/errors.ts';
import { checkedPath } from './file-path.ts';
import { DbFileClient } from './file-clients.ts';
import { detectType, OCTET_STREAM, servingOf, type Serving } from './content-type.ts';
import { storageCall, urlOf, type FileConfigService } from './file-config.service.ts';
import { infraFile } from './file.schema.ts';

type Row = typeof infraFile.$inferSelect;

export interface NewFile {
  content: Buffer;
  /** The uploader's name of it (kept for the list; its extension is not trusted). */
  name: string;
  /** The uploader's path; a fresh one when absent. */
  path?: string;
  /** Who uploads (the creator column): a user id. */
  creator: string;
}

export interface StoredFile {
  content: Buffer;
  serving: Serving;
}

export class FileService {
  constructor(
    private readonly deps: { db: Db; configs: FileConfigService; timeZone: string },
  ) {}

  page(q: QueryOf<typeof fileApi.page>) {
    const { db } = this.deps;
    const where = resourceWhere(infraFile, fileResource, q, this.deps.timeZone);
    return selectPage(db, infraFile, where, q, ({ limit, offset }) =>
      db.select().from(infraFile).where(where).orderBy(desc(infraFile.id)).limit(limit).offset(offset),
    ) as Promise<{ list: Row[]; total: number }>;
  }

  /**
   * Stores a file in the master configuration; answers its URL (our own path below the API base,
   * made absolute by the caller, or an absolute URL when the configuration has a domain).
   */
  async upload(file: NewFile): Promise<string> {
    if (file.content.length === 0) throw serviceError(ErrorCodes.FILE_IS_EMPTY);
    const detected = await detectType(file.content);
    const type = detected?.mime ?? OCTET_STREAM;
    const filePath = file.path ? checkedPath(file.path) : `${randomUUID().replaceAll('-', '')}${extensionOf(detected?.ext, file.name)}`;
    const config = await this.deps.configs.master();
    const url = urlOf(config, filePath);
    const client = this.deps.configs.clientFor(config);
    const row = { configId: config.id, path: filePath, name: file.name.slice(0, 255), url, type, size: file.content.length, creator: file.creator, updater: file.creator };
    // The row claims the path (the unique index decides between two uploads at once), so a taken
    // path is refused, never overwritten.
    const claim = async (q: Db | Tx) => {
      const [claimed] = await q.insert(infraFile).values(row).onConflictDoNothing({ target: [infraFile.configId, infraFile.path] }).returning({ id: infraFile.id });
      if (!claimed) throw serviceError(ErrorCodes.FILE_PATH_EXISTS);
      return claimed.id;
    };
    // A server killed between the two writes must not leave a listed file without its content.
    if (client instanceof DbFileClient) {
      // Content in the database: row and content commit together.
      await this.deps.db.transaction(async (tx) => {
        await claim(tx);
        await client.put(filePath, file.content, type, tx);
      });
      return url;
    }
    if (!file.path) {
      // A fresh name is no one else's: the content first, then the row; a crash between leaves an
      // object no row lists, never a row without its object.
      await storageCall(() => client.put(filePath, file.content, type));
      try {
        await claim(this.deps.db);
      } catch (err) {
        await storageCall(() => client.delete(filePath)).catch(() => undefined);
        throw err;
      }
      return url;
    }
    // The uploader's own path: claimed before any storage is written, the row removed again when the storage refuses.
    const id = await claim(this.deps.db);
    try {
      await storageCall(() => client.put(filePath, file.content, type));
    } catch (err) {
      await this.deps.db.delete(infraFile).where(eq(infraFile.id, id));
      throw err;
    }
    return url;
  }

  async delete(id: number): Promise<boolean> {
    const row = await requireGlobalRow(infraFile, id, ErrorCodes.FILE_NOT_EXISTS, this.deps.db);
    const config = await this.deps.configs.row(row.configId).catch(() => undefined);
    // A file whose configuration was deleted since has nowhere left to be removed from: its row goes.
    if (config) await storageCall(() => this.deps.configs.clientFor(config).delete(row.path));
    await this.deps.db.delete(infraFile).where(eq(infraFile.id, id));
    return true;
  }

  /** A file's content and how to answer it, or FILE_NOT_EXISTS. */
  async read(configId: number, path: string): Promise<StoredFile> {
    const filePath = checkedPath(path);
    const config = await this.deps.configs.row(configId);
    const content = await storageCall(() => this.deps.configs.clientFor(config).get(filePath));
    if (!content) throw serviceError(ErrorCodes.FILE_NOT_EXISTS);
    return { content, serving: servingOf((await detectType(content))?.mime) };
  }
}

/** The row as answered, its URL absolute through `absolute`. */
export const fileAnswer = (row: Row, absolute: (url: string) => string): InfraFile => ({
  id: row.id,
  configId: row.configId,
  path: row.path,
  name: row.name,
  url: absolute(row.url),
  type: row.type,
  size: row.size,
  createTime: row.createTime,
});

/** The extension of a fresh path: the content's own, else the name's when it is plain letters and digits. */
function extensionOf(detected: string | undefined, name: string): string {
  if (detected) return `.${detected}`;
  const ext = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1];
  return ext ? `.${ext.toLowerCase()}` : '';
}
