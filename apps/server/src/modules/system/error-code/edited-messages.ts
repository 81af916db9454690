/**
 * The error handler's lookup of the messages administrators edited (type 2 rows), code →
 * message, read through the catalogue cache: every coded error reply is a map lookup, and a
 * write's `invalidate(EDITED_MESSAGES_KEY)` reaches every instance.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodeType } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { EditedMessageLookup } from '../../../platform/error-handler.ts';
import { errorCode } from './error-code.schema.ts';

export const EDITED_MESSAGES_KEY = 'error-codes:edited';

export function editedMessageLookup(db: Db, catalogue: CatalogueCache): EditedMessageLookup {
  const load = async () => {
    const rows = await db.select({ code: errorCode.code, message: errorCode.message }).from(errorCode).where(eq(errorCode.type, ErrorCodeType.MANUAL));
    return new Map(rows.map((r) => [r.code, r.message]));
  };
  return async (code) => (await catalogue.get(EDITED_MESSAGES_KEY, load)).get(code);
}
