/**
 * Sends mail from templates, asynchronously, with the log table as the queue: `send` writes the
 * log row (初始化, due now) and returns its id; the outbox worker (platform/outbox-worker.ts)
 * delivers it, restart-safe (a mail accepted just before a stop or a crash is sent by the next
 * instance to start or poll), with retries, and every attempt is written to the row: the failure
 * of an attempt in `sendException`, the outcome (成功 or, after the last attempt, 失败) with its
 * time. A disabled template is logged as 不发送 and not sent, as the reference does.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { ErrorCodes, MailSendStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { errorText, OutboxWorker, type AttemptOutcome } from '../../../platform/outbox-worker.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { mailAccount, mailLog, mailTemplate } from './mail.schema.ts';
import { renderMail } from './mail-render.ts';

export interface SendMail {
  tenantId: number;
  userId?: number;
  /** 1 member, 2 administrator (dictionary user_type). */
  userType?: number;
  mail: string;
  templateCode: string;
  templateParams?: Record<string, unknown>;
}

export interface MailSenderOptions {
  /** Waits before the 2nd, 3rd… attempt; its length + 1 is the number of attempts. */
  retryDelaysMs?: number[];
  /** How often due rows are looked for; 0: only when this instance sends or retries. */
  pollMs?: number;
  /** Where a failure of the worker itself goes (a log row could not be read or written). */
  onError?: (err: unknown) => void;
  /** Seconds an SMTP connection, greeting or socket may stay silent before the attempt fails. */
  timeoutSeconds?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000];
const DEFAULT_TIMEOUT_SECONDS = 30;
/**
 * How long an instance holds a mail it is sending: every SMTP phase has its own silence limit, so
 * an attempt has no hard end; ten limits is far beyond a live one. A crashed instance's mail waits
 * that long (5 minutes by default) before another instance sends it.
 */
const LEASE_TIMEOUTS = 10;

type LogRow = typeof mailLog.$inferSelect;

export class MailSendService {
  private readonly worker: OutboxWorker<typeof mailLog>;

  constructor(
    private readonly db: Db,
    private readonly box: () => SecretBox,
    private readonly opts: MailSenderOptions = {},
  ) {
    this.worker = new OutboxWorker(db, {
      table: mailLog,
      status: { waiting: MailSendStatus.INIT, success: MailSendStatus.SUCCESS, failure: MailSendStatus.FAILURE },
      attempt: (row) => this.attempt(row),
      failed: (err, n) => ({ sendException: `第 ${n} 次发送失败：${errorText(err)}`.slice(0, 4096) }),
      retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      leaseMs: this.timeoutMs() * LEASE_TIMEOUTS,
      pollMs: opts.pollMs,
      onError: opts.onError,
    });
  }

  async send(input: SendMail): Promise<number> {
    const [template] = await this.db.select().from(mailTemplate).where(eq(mailTemplate.code, input.templateCode));
    if (!template) throw serviceError(ErrorCodes.MAIL_TEMPLATE_NOT_EXISTS);
    const [account] = await this.db.select().from(mailAccount).where(eq(mailAccount.id, template.accountId));
    if (!account) throw serviceError(ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS);
    if (!input.mail) throw serviceError(ErrorCodes.MAIL_SEND_MAIL_NOT_EXISTS);
    const params = input.templateParams ?? {};
    const rendered = renderMail(template, params);
    const enabled = template.status === 0;
    const [row] = await tenantScope(this.db, input.tenantId).insert(mailLog, {
      userId: input.userId ?? null,
      userType: input.userType ?? null,
      toMail: input.mail,
      accountId: account.id,
      fromMail: account.mail,
      templateId: template.id,
      templateCode: template.code,
      templateNickname: template.nickname,
      templateTitle: rendered.title,
      templateContent: rendered.html,
      templateParams: params,
      ...(enabled ? this.worker.queuedNow() : { sendStatus: MailSendStatus.IGNORE }),
    });
    if (enabled) this.worker.wake();
    return row!.id;
  }

  /** Drains what is due now, then polls (when `pollMs` > 0). */
  start(): void {
    this.worker.start();
  }

  /** Stops taking mail; the attempt under way finishes (a mail left waiting is sent after the restart). */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Resolves once nothing is being sent and no retry of this instance is waiting (tests). */
  idle(): Promise<void> {
    return this.worker.idle();
  }

  private timeoutMs() {
    return (this.opts.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  }

  private async attempt(log: LogRow): Promise<AttemptOutcome<LogRow>> {
    const messageId = await this.transmit(log);
    return { ok: true, record: { sendMessageId: messageId.slice(0, 255), sendException: '' } };
  }

  private async transmit(log: LogRow): Promise<string> {
    const [account] = await this.db.select().from(mailAccount).where(eq(mailAccount.id, log.accountId));
    if (!account) throw new Error('邮箱账号不存在');
    const timeout = this.timeoutMs();
    const transport = nodemailer.createTransport({
      host: account.host,
      port: account.port,
      secure: account.sslEnable,
      auth: account.password ? { user: account.username, pass: this.box().open(account.password) } : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    try {
      const info = await transport.sendMail({
        from: log.templateNickname ? { name: log.templateNickname, address: account.mail } : account.mail,
        to: log.toMail,
        subject: log.templateTitle,
        html: log.templateContent,
      });
      return info.messageId;
    } finally {
      transport.close();
    }
  }
}
