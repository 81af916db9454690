/** The parameters of one in-site message, read only by its recipient (a pushed notice names itself in them). */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { notifyMessage } from './notify.schema.ts';

/** The template parameters of message `messageId` if it is `userId`'s and was sent from `templateCode`. */
export async function ownMessageParams(
  db: Db,
  scope: TenantScope,
  userId: number,
  messageId: number,
  templateCode: string,
): Promise<Record<string, unknown> | undefined> {
  const [message] = await db
    .select({ params: notifyMessage.templateParams })
    .from(notifyMessage)
    .where(scope.where(notifyMessage, and(eq(notifyMessage.id, messageId), eq(notifyMessage.userId, userId), eq(notifyMessage.templateCode, templateCode))))
    .limit(1);
  return message?.params;
}
