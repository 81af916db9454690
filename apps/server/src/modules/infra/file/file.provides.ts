/**
 * The file services, built once per app: the configurations (with their storage clients) and the
 * files. At every start, when no configuration is the master yet (none at all, or only the demo's),
 * the master one is written (docs/files.md):
 * 本地磁盘 under the data folder on the embedded start, 数据库 with an external PostgreSQL (several
 * instances share no disk).
 */
import { count, eq } from 'drizzle-orm';
import { FileStorage } from '@tenon/contracts';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import type { Db } from '../../../db/client.ts';
import type { AppConfig } from '../../../config.ts';
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import { FileConfigService } from './file-config.service.ts';
import { FileService } from './file.service.ts';
import { fileSecretBox } from './file-secret.ts';
import { infraFileConfig } from './file.schema.ts';

export interface Files {
  configs: FileConfigService;
  service: FileService;
}

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Storage configurations and stored files: every upload of the product goes through `service.upload`. */
    files: Files;
  }
}

/** The folder, under the data folder, of the first start's 本地磁盘 configuration. */
export const DEFAULT_LOCAL_BASE_PATH = 'uploads';

export async function ensureMasterConfig(db: Db, config: Pick<AppConfig, 'databaseUrl'>): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(infraFileConfig).where(eq(infraFileConfig.master, true))) as [{ n: number }];
  if (n > 0) return;
  const local = !config.databaseUrl;
  await db
    .insert(infraFileConfig)
    .values({
      name: local ? '本地磁盘（默认）' : '数据库（默认）',
      storage: local ? FileStorage.LOCAL : FileStorage.DB,
      master: true,
      remark: local ? '首次启动时创建：文件存于数据目录下的 uploads 文件夹' : '首次启动时创建：文件存于数据库',
      config: local ? { basePath: DEFAULT_LOCAL_BASE_PATH } : {},
      creator: 'system',
    })
    // Two instances starting at once: the master index lets one of them write it.
    .onConflictDoNothing();
}

export const fileProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'files',
    needs: ['db', 'config'],
    build: async ({ db, config }) => {
      await ensureMasterConfig(db, config);
      const configs = new FileConfigService({
        db,
        dataDir: config.dataDir,
        timeZone: config.timeZone,
        box: fileSecretBox(config),
        outbound: outboundPolicy(config.outbound),
      });
      return { configs, service: new FileService({ db, configs, timeZone: config.timeZone }) };
    },
    close: ({ configs }) => configs.close(),
  },
];
