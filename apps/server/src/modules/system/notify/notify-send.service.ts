/**
 * Sends in-site messages from templates: the one way any module of the product notifies a user
 * (workflow tasks, system events, an administrator's test send). The rendered text is stored
 * with the message, so editing a template later does not rewrite what was sent.
 */
import { ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { userBriefs } from '../user/index.ts';
import { notifyMessage, notifyTemplate } from './notify.schema.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { NotifyEvents } from './notify-events.ts';

export const templateParamsOf = (content: string) => [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];

/** The message's stored text holds at most this many characters (its column). */
export const MAX_MESSAGE_LENGTH = 1024;

export function renderTemplate(content: string, params: Record<string, unknown>): string {
  for (const key of templateParamsOf(content)) {
    if (params[key] === undefined || params[key] === null) throw serviceError(ErrorCodes.NOTIFY_SEND_TEMPLATE_PARAM_MISS, key);
  }
  const text = content.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));
  if (text.length > MAX_MESSAGE_LENGTH) throw serviceError(ErrorCodes.NOTIFY_SEND_CONTENT_TOO_LONG, MAX_MESSAGE_LENGTH);
  return text;
}

/** A template rendered once for many recipients (`prepare`, then `sendBatch`). */
export interface PreparedNotify {
  templateId: number;
  templateCode: string;
  templateNickname: string;
  templateContent: string;
  templateType: number;
  templateParams: Record<string, unknown>;
}

export interface SendNotify {
  tenantId: number;
  userId: number;
  userType?: number;
  templateCode: string;
  templateParams?: Record<string, unknown>;
}

/**
 * The catalogue key of every template by code: each send reads its template (a workflow approval
 * sends one or two), and the catalogue changes only when an administrator edits it
 * (NotifyTemplateService invalidates this key after each write).
 */
export const NOTIFY_TEMPLATES_KEY = 'notify-templates';

type TemplateRow = typeof notifyTemplate.$inferSelect;
/** A message as its transaction inserts it. */
export type NotifyRow = PreparedNotify & { tenantId: number; userId: number; userType: number };

export class NotifySendService {
  constructor(
    private readonly db: Db,
    private readonly events: NotifyEvents,
    private readonly catalogue: CatalogueCache,
  ) {}

  async send(input: SendNotify): Promise<number> {
    const prepared = await this.prepare(input.templateCode, input.templateParams ?? {});
    const scope = tenantScope(this.db, input.tenantId);
    // The recipient's brief is remembered (userBriefs): a workflow's every step sends one.
    if ((await userBriefs(this.db, input.tenantId, [input.userId], this.catalogue)).length === 0) throw serviceError(ErrorCodes.USER_NOT_EXISTS);
    const [row] = await scope.insert(notifyMessage, { ...prepared, userId: input.userId, userType: input.userType ?? 2 });
    this.events.changed(input.tenantId, input.userId);
    return row!.id;
  }

  /** The template found, enabled and rendered: every refusal a send can meet, before any is made. */
  async prepare(templateCode: string, params: Record<string, unknown>, q: Db | Tx = this.db): Promise<PreparedNotify> {
    // `q`: inside a transaction, its own handle (on the embedded database another read would wait for it).
    const templates = await this.catalogue.get(NOTIFY_TEMPLATES_KEY, async () => {
      const rows = await q.select().from(notifyTemplate);
      return new Map<string, TemplateRow>(rows.map((row) => [row.code, row]));
    });
    const template = templates.get(templateCode);
    if (!template) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_NOT_EXISTS);
    if (template.status !== 0) throw serviceError(ErrorCodes.NOTIFY_TEMPLATE_DISABLED, template.name);
    return {
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateContent: renderTemplate(template.content, params),
      templateType: template.type,
      templateParams: params,
    };
  }

  /**
   * A command's messages as rows for its own transaction to write (`insertOf`):
   * an acknowledged approval then has its message, and a rolled-back one has none. Each is
   * checked as `send` checks it; one refused (template disabled, recipient gone, …) is reported
   * to `refused` and left out, as a message never fails the work it reports. Once the
   * transaction has committed, `announce` rings the recipients' bells (the live stream must not
   * ring for a message a rollback removes).
   */
  async rowsWithin(tx: Tx, tenantId: number, inputs: SendNotify[], refused: (err: unknown, input: SendNotify) => void): Promise<NotifyRow[]> {
    if (inputs.length === 0) return [];
    // Remembered briefs; a command's transaction writes no users (userBriefs).
    const present = new Set((await userBriefs(tx, tenantId, [...new Set(inputs.map((i) => i.userId))], this.catalogue)).map((u) => u.id));
    const rows: NotifyRow[] = [];
    for (const input of inputs) {
      try {
        const prepared = await this.prepare(input.templateCode, input.templateParams ?? {}, tx);
        if (!present.has(input.userId)) throw serviceError(ErrorCodes.USER_NOT_EXISTS);
        rows.push({ ...prepared, tenantId, userId: input.userId, userType: input.userType ?? 2 });
      } catch (err) {
        refused(err, input);
      }
    }
    return rows;
  }

  /** The insert of `rows`, built and not sent: to go with the command's other writes (db/writeTogether.ts). */
  insertOf(tx: Tx, rows: NotifyRow[]) {
    return tx.insert(notifyMessage).values(rows);
  }

  /** After the commit of `rowsWithin`'s transaction: the recipients' bells and live streams. */
  announce(tenantId: number, userIds: readonly number[]): void {
    for (const userId of new Set(userIds)) this.events.changed(tenantId, userId);
  }

  /** One message to each of `userIds` (admin users of the tenant, already chosen) in one insert. */
  async sendBatch(tenantId: number, userIds: number[], prepared: PreparedNotify): Promise<void> {
    if (userIds.length === 0) return;
    await tenantScope(this.db, tenantId).insert(notifyMessage, userIds.map((userId) => ({ ...prepared, userId, userType: 2 })));
    for (const userId of userIds) this.events.changed(tenantId, userId);
  }
}
