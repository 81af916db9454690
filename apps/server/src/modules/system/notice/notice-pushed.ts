/**
 * A pushed notice as its recipient reads it: only through an in-site message addressed to the
 * caller (the 推送 wrote its notice id into the message), so holding a message id of someone
 * else, or guessing notice ids, shows nothing. The content is sanitised again on the way out:
 * the web shows it as HTML, and this is the one place recipients read it from.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes, type PushedNotice } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { ownMessageParams } from '../notify/index.ts';
import { notice } from './notice.schema.ts';
import { NOTICE_TEMPLATE_CODE } from './notice-push.ts';
import { sanitizeRichText } from './rich-text.ts';

export async function pushedNotice(db: Db, scope: TenantScope, userId: number, messageId: number): Promise<PushedNotice> {
  const params = await ownMessageParams(db, scope, userId, messageId, NOTICE_TEMPLATE_CODE);
  const noticeId = Number(params?.noticeId);
  if (!Number.isSafeInteger(noticeId) || noticeId < 1) throw serviceError(ErrorCodes.NOTICE_NOT_FOUND);
  const [row] = await db
    .select({ id: notice.id, title: notice.title, type: notice.type, content: notice.content, createTime: notice.createTime })
    .from(notice)
    .where(scope.where(notice, eq(notice.id, noticeId)))
    .limit(1);
  if (!row) throw serviceError(ErrorCodes.NOTICE_NOT_FOUND);
  return { ...row, content: sanitizeRichText(row.content) };
}
