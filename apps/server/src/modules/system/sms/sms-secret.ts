/**
 * The channels' `apiSecret`, sealed at rest (platform/secret-box.ts) under its own purpose: the
 * channel service seals it on write, the sender opens it just before the provider call.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { isSealed, secretBoxOf, type SecretBox } from '../../../platform/secret-box.ts';
import { smsChannel } from './sms.schema.ts';

const PURPOSE = 'tenon:sms-channel:api-secret';

export const smsSecretBox = (config: Pick<AppConfig, 'secretKey' | 'dataDir' | 'databaseUrl'>) => secretBoxOf(config, PURPOSE);

/**
 * Seals the secrets still stored as text (written before they were sealed, or by the demo seed).
 * Run at every start; a sealed value is left alone, and a row changed meanwhile (another
 * instance starting, an edit) is not overwritten.
 */
export async function sealPlainSmsSecrets(db: Db, box: () => SecretBox): Promise<number> {
  const rows = await db
    .select({ id: smsChannel.id, apiSecret: smsChannel.apiSecret, updateTime: smsChannel.updateTime })
    .from(smsChannel)
    .where(ne(smsChannel.apiSecret, ''));
  let sealed = 0;
  for (const row of rows.filter((r) => !isSealed(r.apiSecret))) {
    await db
      .update(smsChannel)
      // Not an edit by anyone: the row keeps its update time.
      .set({ apiSecret: box().seal(row.apiSecret), updateTime: row.updateTime })
      .where(and(eq(smsChannel.id, row.id), eq(smsChannel.apiSecret, row.apiSecret)));
    sealed++;
  }
  return sealed;
}
