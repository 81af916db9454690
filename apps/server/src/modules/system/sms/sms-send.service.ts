/**
 * Sends SMS from templates, asynchronously, with the log table as the queue:
 * - `send` checks the template, channel, parameters and the mobile's rate limit, writes the log
 *   row (初始化, due now) and returns its id; a disabled template or channel is logged 不发送.
 * - The worker claims due rows by setting a lease (`lockedUntil`) in one UPDATE, so two server
 *   instances never send the same row; it makes the attempt through the channel's adapter and
 *   writes the outcome to the row every time (attempt count, the provider's code and message or
 *   the error). A failed attempt is due again after a back-off; after the last one the row is 失败.
 * - Restart safety: `start` drains at once (rows waiting for a retry, or written just before a
 *   stop), and a poll every few seconds picks up retries that fall due and rows a crashed
 *   instance held, once their lease (30 s, longer than an attempt may take) has run out.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import { ErrorCodes, SmsSendStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { smsChannel, smsLog, smsTemplate } from './sms.schema.ts';
import { renderSms, smsParamsOf } from './sms-render.ts';
import { memorySmsRateLimiter, type SmsRateLimiter } from './sms-rate-limit.ts';
import { smsClients } from './providers/index.ts';
import { DEFAULT_SMS_PROVIDER_URLS, SMS_REQUEST_TIMEOUT_MS, type SmsClient, type SmsProviderUrls, type SmsSendResult } from './providers/sms-client.ts';

export interface SendSms {
  tenantId: number;
  mobile: string;
  templateCode: string;
  templateParams?: Record<string, unknown>;
  userId?: number;
  /** 1 member, 2 administrator (dictionary user_type). */
  userType?: number;
}

export interface SmsSenderOptions {
  urls?: SmsProviderUrls;
  /** The adapters by channel code (tests replace one); by default those of `urls`. */
  clients?: Record<string, SmsClient>;
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  /** How often due rows are looked for; 0: only when this instance sends or retries. */
  pollMs?: number;
  limiter?: SmsRateLimiter;
  /** Where a failure of the worker itself goes (the row could not be read or written). */
  onError?: (err: unknown) => void;
}

export const DEFAULT_SMS_RETRY_DELAYS_MS = [5_000, 30_000];
/** Longer than an attempt may take, so a live instance's row is never taken from it. */
const LEASE_MS = SMS_REQUEST_TIMEOUT_MS * 3;
const BATCH = 20;

type LogRow = typeof smsLog.$inferSelect;

export class SmsSendService {
  private readonly clients: Record<string, SmsClient>;
  private readonly delays: number[];
  private readonly limiter: SmsRateLimiter;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly retries = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Db,
    private readonly opts: SmsSenderOptions = {},
  ) {
    this.clients = opts.clients ?? smsClients(opts.urls ?? DEFAULT_SMS_PROVIDER_URLS);
    this.delays = opts.retryDelaysMs ?? DEFAULT_SMS_RETRY_DELAYS_MS;
    this.limiter = opts.limiter ?? memorySmsRateLimiter();
  }

  async send(input: SendSms): Promise<number> {
    const [template] = await this.db.select().from(smsTemplate).where(eq(smsTemplate.code, input.templateCode));
    if (!template) throw serviceError(ErrorCodes.SMS_TEMPLATE_NOT_EXISTS);
    const [channel] = await this.db.select().from(smsChannel).where(eq(smsChannel.id, template.channelId));
    if (!channel) throw serviceError(ErrorCodes.SMS_CHANNEL_NOT_EXISTS);
    const params = input.templateParams ?? {};
    const content = renderSms(template.content, params);
    const enabled = template.status === 0 && channel.status === 0;
    if (enabled) await this.limiter.take(input.mobile);
    const [row] = await tenantScope(this.db, input.tenantId).insert(smsLog, {
      channelId: channel.id,
      channelCode: channel.code,
      templateId: template.id,
      templateCode: template.code,
      templateType: template.type,
      templateContent: content,
      templateParams: params,
      apiTemplateId: template.apiTemplateId,
      mobile: input.mobile,
      userId: input.userId ?? null,
      userType: input.userType ?? null,
      sendStatus: enabled ? SmsSendStatus.INIT : SmsSendStatus.IGNORE,
      nextAttemptAt: enabled ? Date.now() : null,
    });
    if (enabled) this.kick();
    return row!.id;
  }

  /** Drains what is due now, then polls (when `pollMs` > 0). */
  start(): void {
    this.stopped = false;
    this.kick();
    const pollMs = this.opts.pollMs ?? 0;
    if (pollMs > 0) {
      this.timer = setInterval(() => this.kick(), pollMs);
      this.timer.unref();
    }
  }

  /** Stops taking rows; the attempt under way finishes (a row left waiting is sent after the restart). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const t of this.retries) clearTimeout(t);
    this.retries.clear();
    await this.running;
  }

  /** Resolves once nothing is being sent and no retry of this instance is waiting (tests). */
  async idle(): Promise<void> {
    while (this.running || this.retries.size > 0) {
      await (this.running ?? new Promise((r) => setTimeout(r, 10)));
    }
  }

  private kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        while (!this.stopped && (await this.drainBatch()) > 0);
      } while (this.again && !this.stopped);
    })()
      .catch((err) => this.opts.onError?.(err))
      .finally(() => (this.running = null));
  }

  private async drainBatch(): Promise<number> {
    const now = Date.now();
    const due = and(
      eq(smsLog.sendStatus, SmsSendStatus.INIT),
      lte(smsLog.nextAttemptAt, now),
      or(isNull(smsLog.lockedUntil), lt(smsLog.lockedUntil, now)),
    );
    const lease = now + LEASE_MS;
    // The condition is checked again on the row being updated, so a row another instance has
    // just claimed is left out here.
    const claimed = await this.db
      .update(smsLog)
      .set({ lockedUntil: lease })
      .where(and(inArray(smsLog.id, this.db.select({ id: smsLog.id }).from(smsLog).where(due).orderBy(asc(smsLog.id)).limit(BATCH)), due))
      .returning();
    for (const row of claimed) {
      if (this.stopped) break;
      await this.attempt(row, lease);
    }
    return claimed.length;
  }

  private async attempt(row: LogRow, lease: number): Promise<void> {
    const attempt = row.attempts + 1;
    let result: SmsSendResult;
    try {
      result = await this.transmit(row);
    } catch (err) {
      result = { success: false, code: 'ERROR', msg: err instanceof Error ? err.message : String(err) };
    }
    const held = and(eq(smsLog.id, row.id), eq(smsLog.lockedUntil, lease));
    const answer = {
      attempts: attempt,
      apiSendCode: result.code.slice(0, 63),
      apiSendMsg: (result.success ? result.msg : `第 ${attempt} 次发送失败：${result.msg}`).slice(0, 1024),
      apiRequestId: (result.requestId ?? '').slice(0, 255),
      apiSerialNo: (result.serialNo ?? '').slice(0, 255),
      lockedUntil: null,
    };
    if (result.success) {
      await this.db.update(smsLog).set({ ...answer, sendStatus: SmsSendStatus.SUCCESS, sendTime: Date.now(), nextAttemptAt: null }).where(held);
      return;
    }
    const delay = this.delays[attempt - 1];
    if (delay === undefined) {
      await this.db.update(smsLog).set({ ...answer, sendStatus: SmsSendStatus.FAILURE, sendTime: Date.now(), nextAttemptAt: null }).where(held);
      return;
    }
    await this.db.update(smsLog).set({ ...answer, nextAttemptAt: Date.now() + delay }).where(held);
    this.retryIn(delay);
  }

  private retryIn(delayMs: number) {
    const t = setTimeout(() => {
      this.retries.delete(t);
      this.kick();
    }, delayMs);
    // A waiting retry does not keep a stopping process alive: the row stays due in the table.
    t.unref();
    this.retries.add(t);
  }

  private async transmit(row: LogRow): Promise<SmsSendResult> {
    const [channel] = await this.db.select().from(smsChannel).where(eq(smsChannel.id, row.channelId));
    if (!channel) throw new Error('短信渠道不存在');
    const client = this.clients[channel.code];
    if (!client) throw new Error(`渠道编码 ${channel.code} 没有对应的发送实现`);
    const [template] = await this.db.select({ content: smsTemplate.content }).from(smsTemplate).where(eq(smsTemplate.id, row.templateId));
    // The template's own order (Tencent takes values only); a deleted template's, as stored.
    const names = template ? smsParamsOf(template.content) : Object.keys(row.templateParams);
    return client.send(
      { signature: channel.signature, apiKey: channel.apiKey, apiSecret: channel.apiSecret },
      {
        logId: row.id,
        mobile: row.mobile,
        apiTemplateId: row.apiTemplateId,
        params: names.filter((n) => row.templateParams[n] !== undefined).map((n) => [n, String(row.templateParams[n])]),
        content: row.templateContent,
      },
    );
  }
}
