/**
 * Sends mail from templates, asynchronously: `send` writes the log row (初始化) and returns its id;
 * the delivery runs after, with retries, and every attempt is written to the row — the failure of
 * an attempt in `sendException`, the outcome (成功 or, after the last attempt, 失败) with its time.
 * A disabled template is logged as 不发送 and not sent, as the reference does.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { ErrorCodes, MailSendStatus } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { mailAccount, mailLog, mailTemplate } from './mail.schema.ts';
import { renderMail } from './mail-render.ts';
import type { SecretBox } from './secret-box.ts';

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
  /** Where a failure to record an attempt goes (the log row itself could not be written). */
  onError?: ErrorReport;
  /** Seconds an SMTP connection, greeting or socket may stay silent before the attempt fails. */
  timeoutSeconds?: number;
}

export type ErrorReport = (err: unknown, logId: number) => void;

const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000];

export class MailSendService {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly box: () => SecretBox,
    private readonly opts: MailSenderOptions,
  ) {}

  /** `report`: where this mail's unrecordable failures go (the request's logger). */
  async send(input: SendMail, report: ErrorReport = this.opts.onError ?? (() => {})): Promise<number> {
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
      sendStatus: enabled ? MailSendStatus.INIT : MailSendStatus.IGNORE,
    });
    if (enabled) this.track(this.deliver(row!.id, 1, report));
    return row!.id;
  }

  /** Resolves once no delivery is under way (tests, and a server that stops). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track(p: Promise<void>) {
    this.inFlight.add(p);
    void p.finally(() => this.inFlight.delete(p));
  }

  private async deliver(logId: number, attempt: number, report: ErrorReport): Promise<void> {
    try {
      const [log] = await this.db.select().from(mailLog).where(eq(mailLog.id, logId));
      if (!log) return;
      let messageId: string;
      try {
        messageId = await this.transmit(log);
      } catch (err) {
        const delays = this.opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
        const last = attempt > delays.length;
        await this.db
          .update(mailLog)
          .set({
            sendException: `第 ${attempt} 次发送失败：${errorText(err)}`.slice(0, 4096),
            ...(last ? { sendStatus: MailSendStatus.FAILURE, sendTime: Date.now() } : {}),
          })
          .where(eq(mailLog.id, logId));
        if (!last) this.retryLater(logId, attempt + 1, delays[attempt - 1]!, report);
        return;
      }
      await this.db
        .update(mailLog)
        .set({ sendStatus: MailSendStatus.SUCCESS, sendTime: Date.now(), sendMessageId: messageId.slice(0, 255), sendException: '' })
        .where(eq(mailLog.id, logId));
    } catch (err) {
      report(err, logId);
    }
  }

  private retryLater(logId: number, attempt: number, delayMs: number, report: ErrorReport) {
    let release!: () => void;
    const waited = new Promise<void>((resolve) => (release = resolve));
    // Unref'd: a retry waiting does not keep a stopping process alive.
    setTimeout(() => void this.deliver(logId, attempt, report).finally(release), delayMs).unref();
    this.track(waited);
  }

  private async transmit(log: typeof mailLog.$inferSelect): Promise<string> {
    const [account] = await this.db.select().from(mailAccount).where(eq(mailAccount.id, log.accountId));
    if (!account) throw new Error('邮箱账号不存在');
    const timeout = (this.opts.timeoutSeconds ?? 30) * 1000;
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

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
