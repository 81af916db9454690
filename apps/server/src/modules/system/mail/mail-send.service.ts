/**
 * Sends mail from templates, asynchronously, with the log table as the queue: `send` writes the
 * log row (初始化, due now) and returns its id; the outbox worker (platform/outbox-worker.ts)
 * delivers it, restart-safe (a mail accepted just before a stop or a crash is sent by the next
 * instance to start or poll), with retries, and every attempt is written to the row: the failure
 * of an attempt in `sendException`, the outcome (成功 or, after the last attempt, 失败) with its
 * time. A disabled template is logged as 不发送 and not sent, as the reference does.
 *
 * Where it connects: the account's host is resolved and checked against the outbound policy at
 * each attempt (platform/outbound-policy.ts) and the connection goes to the address checked, the
 * host name kept for TLS. What an attempt's failure leaves in the log is fixed text chosen by the
 * kind of failure (mailFailureText), never what the far end said: the host and port are an
 * administrator's choice, and a log that repeated the first line of any port (an SSH banner) would
 * make the mail form a scanner. The full error goes to `onAttemptError` (the server log).
 */
import net from 'node:net';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { DEBUG_MAIL_HOST, ErrorCodes, MailSendStatus } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { OutboxWorker, type AttemptOutcome } from '../../../platform/outbox-worker.ts';
import { normalHost, OutboundRefused, type OutboundPolicy } from '../../../platform/outbound-policy.ts';
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

/**
 * The log row of one mail as `send` writes it, before its status: the template rendered with its
 * parameters, from its account. `enabled`: the template is on, so it is to be sent (else 不发送).
 * The demo's first mails are written with it too, queued for the worker's first round.
 */
export async function mailLogOf(q: Db | Tx, input: SendMail) {
  const [template] = await q.select().from(mailTemplate).where(eq(mailTemplate.code, input.templateCode));
  if (!template) throw serviceError(ErrorCodes.MAIL_TEMPLATE_NOT_EXISTS);
  const [account] = await q.select().from(mailAccount).where(eq(mailAccount.id, template.accountId));
  if (!account) throw serviceError(ErrorCodes.MAIL_ACCOUNT_NOT_EXISTS);
  if (!input.mail) throw serviceError(ErrorCodes.MAIL_SEND_MAIL_NOT_EXISTS);
  const params = input.templateParams ?? {};
  const rendered = renderMail(template, params);
  const values = {
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
  };
  return { values, enabled: template.status === 0 };
}

export interface MailSenderOptions {
  /** Which hosts may be connected to (the app's one policy, from config.outbound). */
  outbound: Pick<OutboundPolicy, 'resolve'>;
  /** Where an attempt's failure goes in full (the server log); the mail log gets mailFailureText only. */
  onAttemptError?: (err: unknown, logId: number) => void;
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

/** A failure of ours whose text is fixed (no far end's words in it): logged as it is. */
class MailFailure extends Error {}

/** nodemailer's error codes (err.code), in words that say what happened and nothing the server sent. */
const FAILURE_TEXT: Record<string, string> = {
  EAUTH: '邮件服务器拒绝了登录，请检查用户名和密码',
  ETIMEDOUT: '连接邮件服务器超时',
  ECONNECTION: '无法连接邮件服务器',
  ESOCKET: '无法连接邮件服务器',
  EDNS: '无法解析邮件服务器地址',
  ENOTFOUND: '无法解析邮件服务器地址',
  EAI_AGAIN: '无法解析邮件服务器地址',
  ETIMEOUT: '无法解析邮件服务器地址',
  ETLS: '无法与邮件服务器建立加密连接',
  EPROTOCOL: '邮件服务器的应答无法识别（该地址与端口可能不是邮件服务）',
  EENVELOPE: '邮件服务器拒绝了发件人或收件人',
  EMESSAGE: '邮件服务器拒绝了这封邮件',
  EREQUIRETLS: '邮件服务器不支持所需的加密传输',
};

/**
 * What the mail log says about a failed attempt: our own texts as they are, else the kind of
 * failure in fixed words, with the SMTP reply code (three digits, nothing more) when there was one.
 */
export function mailFailureText(err: unknown): string {
  if (err instanceof OutboundRefused) return `不允许连接该邮件服务器：${err.message}`;
  if (err instanceof MailFailure) return err.message;
  const { code, responseCode } = (err ?? {}) as { code?: unknown; responseCode?: unknown };
  const text = (typeof code === 'string' && FAILURE_TEXT[code]) || '发送失败';
  const smtp = typeof responseCode === 'number' && Number.isInteger(responseCode) && responseCode >= 200 && responseCode <= 599 ? `（SMTP ${responseCode}）` : '';
  return `${text}${smtp}`;
}
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
    private readonly opts: MailSenderOptions,
  ) {
    this.worker = new OutboxWorker(db, {
      table: mailLog,
      status: { waiting: MailSendStatus.INIT, success: MailSendStatus.SUCCESS, failure: MailSendStatus.FAILURE },
      attempt: (row) => this.attempt(row),
      failed: (err, n) => ({ sendException: `第 ${n} 次发送失败：${mailFailureText(err)}`.slice(0, 4096) }),
      retryDelaysMs: opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
      leaseMs: this.timeoutMs() * LEASE_TIMEOUTS,
      pollMs: opts.pollMs,
      onError: opts.onError,
    });
  }

  async send(input: SendMail): Promise<number> {
    const { values, enabled } = await mailLogOf(this.db, input);
    const [row] = await tenantScope(this.db, input.tenantId).insert(mailLog, {
      ...values,
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
    try {
      const messageId = await this.transmit(log);
      return { ok: true, record: { sendMessageId: messageId.slice(0, 255), sendException: '' } };
    } catch (err) {
      this.opts.onAttemptError?.(err, log.id);
      throw err;
    }
  }

  private async transmit(log: LogRow): Promise<string> {
    const [account] = await this.db.select().from(mailAccount).where(eq(mailAccount.id, log.accountId));
    if (!account) throw new MailFailure('邮箱账号不存在');
    // The debug account records and sends nowhere, as the SMS DEBUG channel does.
    if (normalHost(account.host) === DEBUG_MAIL_HOST) return `<debug-${log.id}@${DEBUG_MAIL_HOST}>`;
    // Checked now, whatever it was when saved; the connection goes to the address checked.
    const [address] = await this.opts.outbound.resolve(account.host);
    const host = normalHost(account.host);
    const timeout = this.timeoutMs();
    const transport = nodemailer.createTransport({
      host: address,
      port: account.port,
      secure: account.sslEnable,
      // The certificate is still verified against the name (SNI too), for SSL and STARTTLS alike.
      tls: net.isIP(host) ? undefined : { servername: host },
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
