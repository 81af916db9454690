/**
 * Sends in-site messages from templates: the one way any module of the product notifies a user
 * (workflow tasks, system events, an administrator's test send). The rendered text is stored
 * with the message, so editing a template later does not rewrite what was sent.
 */
import { and, eq } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { user } from '../user/user.schema.ts';
import { notifyMessage, notifyTemplate } from './notify.schema.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { NotifyEvents } from './notify-events.ts';

export const templateParamsOf = (content: string) => [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];

export function renderTemplate(content: string, params: Record<string, unknown>): string {
  for (const key of templateParamsOf(content)) {
    if (params[key] === undefined || params[key] === null) throw serviceError(ErrorCodes.NOTIFY_SEND_TEMPLATE_PARAM_MISS, key);
  }
  return content.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));
}

export interface SendNotify {
  tenantId: number;
  userId: number;
  userType?: number;
  templateCode: string;
  templateParams?: Record<string, unknown>;
}

export class NotifySendService {
  constructor(
    private readonly db: Db,
    private readonly events: NotifyEvents,
  ) {}

  async send(input: SendNotify): Promise<number> {
    const [template] = await this.db.select().from(notifyTemplate).where(eq(notifyTemplate.code, input.templateCode));
    if (!template) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_NOT_EXISTS);
    if (template.status !== 0) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_DISABLED, template.name);
    const scope = tenantScope(this.db, input.tenantId);
    const [recipient] = await scope.selectFrom(user, and(eq(user.id, input.userId)));
    if (!recipient) throw serviceError(ErrorCodes.USER_NOT_EXISTS);
    const params = input.templateParams ?? {};
    const [row] = await scope.insert(notifyMessage, {
      userId: input.userId,
      userType: input.userType ?? 2,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: renderTemplate(template.content, params),
      templateType: template.type,
      templateParams: params,
    });
    this.events.changed(input.tenantId, input.userId);
    return row!.id;
  }
}
