/**
 * Sends SMS from templates, asynchronously, with the log table as the queue:
 * - `send` checks the template, channel, parameters and the mobile's rate limit, writes the log
 *   row (初始化, due now) and returns its id; a disabled template or channel is logged 不发送.
 * - The outbox worker (platform/outbox-worker.ts) delivers it, restart-safe: leased claims, every
 *   attempt written to the row (attempt count, the provider's code and message or the error),
 *   back-off between attempts, 失败 after the last one.
 * - The channel's secret is opened only here, just before the provider call.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes, SmsSendStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { errorText, OutboxWorker, type AttemptOutcome } from '../../../platform/outbox-worker.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
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

/**
 * The log row of one text as `send` writes it, before its status: the template rendered with its
 * parameters, through its channel. `enabled`: both are on, so it is to be sent (else 不发送).
 * The demo's first texts are written with it too, queued for the worker's first round.
 */
export async function smsLogOf(q: Db | Tx, input: SendSms) {
  const [template] = await q.select().from(smsTemplate).where(eq(smsTemplate.code, input.templateCode));
  if (!template) throw serviceError(ErrorCodes.SMS_TEMPLATE_NOT_EXISTS);
  const [channel] = await q.select().from(smsChannel).where(eq(smsChannel.id, template.channelId));
  if (!channel) throw serviceError(ErrorCodes.SMS_CHANNEL_NOT_EXISTS);
  const params = input.templateParams ?? {};
  const values = {
    channelId: channel.id,
    channelCode: channel.code,
    templateId: template.id,
    templateCode: template.code,
    templateType: template.type,
    templateContent: renderSms(template.content, params),
    templateParams: params,
    apiTemplateId: template.apiTemplateId,
    mobile: input.mobile,
    userId: input.userId ?? null,
    userType: input.userType ?? null,
  };
  return { values, enabled: template.status === 0 && channel.status === 0 };
}

export interface SmsSenderOptions {
  /** Opens the channels' sealed secrets (sms-secret.ts). */
  box: () => SecretBox;
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

type LogRow = typeof smsLog.$inferSelect;

export class SmsSendService {
  private readonly clients: Record<string, SmsClient>;
  private readonly limiter: SmsRateLimiter;
  private readonly worker: OutboxWorker<typeof smsLog>;

  constructor(
    private readonly db: Db,
    private readonly opts: SmsSenderOptions,
  ) {
    this.clients = opts.clients ?? smsClients(opts.urls ?? DEFAULT_SMS_PROVIDER_URLS);
    this.limiter = opts.limiter ?? memorySmsRateLimiter();
    this.worker = new OutboxWorker(db, {
      table: smsLog,
      status: { waiting: SmsSendStatus.INIT, success: SmsSendStatus.SUCCESS, failure: SmsSendStatus.FAILURE },
      attempt: (row, n) => this.attempt(row, n),
      failed: (err, n) => ({ apiSendCode: 'ERROR', apiSendMsg: failureText(n, errorText(err)), apiRequestId: '', apiSerialNo: '' }),
      retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_SMS_RETRY_DELAYS_MS,
      leaseMs: LEASE_MS,
      pollMs: opts.pollMs,
      onError: opts.onError,
    });
  }

  async send(input: SendSms): Promise<number> {
    const { values, enabled } = await smsLogOf(this.db, input);
    if (enabled) await this.limiter.take(input.mobile);
    const [row] = await tenantScope(this.db, input.tenantId).insert(smsLog, {
      ...values,
      ...(enabled ? this.worker.queuedNow() : { sendStatus: SmsSendStatus.IGNORE }),
    });
    if (enabled) this.worker.wake();
    return row!.id;
  }

  /** Drains what is due now, then polls (when `pollMs` > 0). */
  start(): void {
    this.worker.start();
  }

  /** Stops taking rows; the attempt under way finishes (a row left waiting is sent after the restart). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Resolves once nothing is being sent and no retry of this instance is waiting (tests). */
  idle(): Promise<void> {
    return this.worker.idle();
  }

  private async attempt(row: LogRow, n: number): Promise<AttemptOutcome<LogRow>> {
    const result = await this.transmit(row);
    return {
      ok: result.success,
      record: {
        apiSendCode: result.code.slice(0, 63),
        apiSendMsg: (result.success ? result.msg : failureText(n, result.msg)).slice(0, 1024),
        apiRequestId: (result.requestId ?? '').slice(0, 255),
        apiSerialNo: (result.serialNo ?? '').slice(0, 255),
      },
    };
  }

  private async transmit(row: LogRow): Promise<SmsSendResult> {
    const [channel] = await this.db.select().from(smsChannel).where(eq(smsChannel.id, row.channelId));
    if (!channel) throw new Error('短信渠道不存在');
    const client = this.clients[channel.code];
    if (!client) throw new Error(`渠道编码 ${channel.code} 没有对应的发送实现`);
    const [template] = await this.db.select({ content: smsTemplate.content }).from(smsTemplate).where(eq(smsTemplate.id, row.templateId));
    // The template's own order (Tencent takes values only); a deleted template's, as stored.
    const names = template ? smsParamsOf(template.content) : Object.keys(row.templateParams);
    const apiSecret = channel.apiSecret ? this.opts.box().open(channel.apiSecret) : '';
    return client.send(
      { signature: channel.signature, apiKey: channel.apiKey, apiSecret },
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

const failureText = (n: number, msg: string) => `第 ${n} 次发送失败：${msg}`.slice(0, 1024);
