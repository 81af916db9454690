/**
 * The seeded database every server test file starts from: what a first start with the demo
 * leaves (migrations, the built-in catalogue, the demo rows). globalSetup.ts builds it once per
 * run, a PGlite data-dir tarball or a PostgreSQL template database, and testApp() opens a copy,
 * instead of each of some eighty files migrating and seeding its own database (seconds each).
 *
 * A first start writes two things from its configuration, and a file may configure them
 * differently from the image's build; so the image keeps them as a first start finds them, and
 * the file's own start (or `fitToConfig`) writes them as a first start with its configuration would:
 * - the SMS channels' secrets are stored plain in the image, so the file's app seals them with its
 *   own key when it starts (`sealPlainSmsSecrets`, run at every start), as on a first start;
 * - the built-in 配置管理 values taken from the configuration (login limits, the captcha switch)
 *   are rewritten by `fitToConfig` before the file's app starts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import { builtInConfigs } from '../modules/infra/config/config.builtin.ts';
import { infraConfig } from '../modules/infra/config/config.schema.ts';
import { smsSecretBox } from '../modules/system/sms/sms-secret.ts';
import { smsChannel } from '../modules/system/sms/sms.schema.ts';
import { isSealed } from '../platform/secret-box.ts';

/** The configuration of every test app before a file's overrides; the image is seeded with it. */
export function baseTestConfig(dataDir: string): AppConfig {
  return { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: true, logLevel: 'silent', webDist: undefined };
}

/** Where the run's PGlite image goes: the repository's .tmp, one file per run (several runs may share the tree). */
export const imageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.tmp');

/** Starts and stops the app once on an empty database, as testApp() did per file, then leaves the secrets plain. */
export async function seedImage(database: Database): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-image-'));
  try {
    const config = baseTestConfig(dataDir);
    const app = await buildApp(config, { database });
    await app.close();
    // Opened with the key the start sealed them with: the one it made in this data folder.
    const box = smsSecretBox(config)();
    const rows = await database.db.select({ id: smsChannel.id, apiSecret: smsChannel.apiSecret }).from(smsChannel);
    for (const row of rows.filter((r) => isSealed(r.apiSecret))) {
      await database.db
        .update(smsChannel)
        .set({ apiSecret: box.open(row.apiSecret), updateTime: sql`${smsChannel.updateTime}` })
        .where(eq(smsChannel.id, row.id));
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Gives the built-in 配置管理 values this file's configuration seeds (a first start inserts them
 * from it, and later starts keep what is there); the rows keep their update time, as seeded rows.
 */
export async function fitToConfig(db: Db, config: AppConfig): Promise<void> {
  const base = baseTestConfig(config.dataDir);
  for (const b of builtInConfigs) {
    const value = b.initial(config);
    if (value === b.initial(base)) continue;
    await db
      .update(infraConfig)
      .set({ value, updateTime: sql`${infraConfig.updateTime}` })
      .where(eq(infraConfig.key, b.key));
  }
}
