/** Messages written from a template as it was sent at some moment (the first start's demo messages), written here so the message tables have one owner. */
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { renderTemplate } from './notify-send.service.ts';
import { notifyMessage, notifyTemplate } from './notify.schema.ts';

export interface TemplatedMessage {
  tenantId: number;
  userId: number;
  /** A template's code; the template must exist. */
  code: string;
  params: Record<string, string>;
  createTime: number;
  /** Read an hour after it arrived. */
  read?: boolean;
}

/** Writes each message with its template's nickname, type and content rendered with its params, in order. */
export async function insertTemplatedMessages(q: Db | Tx, messages: readonly TemplatedMessage[]): Promise<void> {
  const templates = new Map((await q.select().from(notifyTemplate)).map((t) => [t.code, t]));
  for (const m of messages) {
    const template = templates.get(m.code)!;
    await tenantScope(q, m.tenantId).insert(notifyMessage, {
      userId: m.userId,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: renderTemplate(template.content, m.params),
      templateType: template.type,
      templateParams: m.params,
      readStatus: m.read ?? false,
      readTime: m.read ? m.createTime + 3_600_000 : null,
      createTime: m.createTime,
      creator: 'system',
    });
  }
}
