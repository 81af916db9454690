/**
 * The product's own catalogue (`ErrorCodes` in contracts) as type 1 rows, at every start: a
 * missing code is inserted, a type 1 row whose message the release changed is updated, and a
 * type 2 row (an administrator's edit) is never touched. Several instances starting at once on
 * one database are safe: inserts skip a code another one just wrote.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCodeType, ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { errorCode } from './error-code.schema.ts';

export const APPLICATION_NAME = 'tenon-server';

/** Module codes only: the global 400/401/403… are shared by several messages and not editable. */
export function catalogueEntries(): Array<{ code: number; message: string }> {
  const byCode = new Map<number, string>();
  for (const { code, msg } of Object.values(ErrorCodes)) {
    if (code >= 1_000_000_000 && !byCode.has(code)) byCode.set(code, msg);
  }
  return [...byCode].map(([code, message]) => ({ code, message }));
}

export async function syncErrorCodes(db: Db): Promise<void> {
  const entries = catalogueEntries();
  await db.transaction(async (tx) => {
    await tx
      .insert(errorCode)
      .values(entries.map((e) => ({ ...e, type: ErrorCodeType.AUTO, applicationName: APPLICATION_NAME, creator: 'system' })))
      .onConflictDoNothing({ target: errorCode.code });
    const stored = new Map(
      (await tx.select({ code: errorCode.code, message: errorCode.message }).from(errorCode).where(eq(errorCode.type, ErrorCodeType.AUTO))).map(
        (r) => [r.code, r.message],
      ),
    );
    for (const e of entries.filter((x) => stored.has(x.code) && stored.get(x.code) !== x.message)) {
      await tx
        .update(errorCode)
        .set({ message: e.message, updater: 'system' })
        .where(and(eq(errorCode.code, e.code), eq(errorCode.type, ErrorCodeType.AUTO)));
    }
  });
}
