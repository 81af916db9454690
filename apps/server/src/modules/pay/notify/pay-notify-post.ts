/**
 * One attempt at telling a merchant's app a result: POST JSON to the app's notify URL, the way
 * the reference's PayNotifyServiceImpl does (its PayOrderNotifyReqDTO / PayRefundNotifyReqDTO
 * body, the task's tenant in `tenant-id`), and what the answer means for the task.
 *
 * The URL is an administrator's (the app's form) or a merchant's, so the request goes through
 * the product's outbound policy like every such connection: the host is checked on a fresh
 * resolution and the socket pinned to the address checked; redirects are not followed (a 3xx is
 * a failed request). Success is the product's envelope: HTTP 200 and `{"code": 0}`.
 */
import { PayNotifyStatus, PayNotifyType } from '@tenon/contracts';
import type { GuardedFetch } from '../../../platform/outbound-policy.ts';
import { errorText } from '../../../platform/outbox-worker.ts';
import type { payNotifyTask } from './pay-notify.schema.ts';

/** How long the merchant has to answer (the reference waits 120 s; a job runs every 5 s). */
export const NOTIFY_TIMEOUT_MS = 10_000;
/** The log's response column. */
const RESPONSE_MAX = 2048;

type Task = Pick<typeof payNotifyTask.$inferSelect, 'tenantId' | 'type' | 'dataId' | 'merchantOrderId' | 'notifyUrl'>;

export interface NotifyOutcome {
  /** SUCCESS, REQUEST_SUCCESS (answered, not with success) or REQUEST_FAILURE (no usable answer). */
  status: number;
  /** What the merchant answered, or why the request failed: the log's text. */
  response: string;
}

/** The body the merchant's app reads (the reference's DTOs, field for field). */
export function notifyBody(task: Pick<Task, 'type' | 'dataId' | 'merchantOrderId'>): Record<string, string | number> {
  return task.type === PayNotifyType.REFUND
    ? { merchantOrderId: task.merchantOrderId, payRefundId: task.dataId }
    : { merchantOrderId: task.merchantOrderId, payOrderId: task.dataId };
}

export async function postNotify(fetch: GuardedFetch, task: Task): Promise<NotifyOutcome> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(task.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'tenant-id': String(task.tenantId) },
      body: JSON.stringify(notifyBody(task)),
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      redirect: 'manual',
    });
    text = await res.text();
  } catch (err) {
    return { status: PayNotifyStatus.REQUEST_FAILURE, response: cut(failureText(err)) };
  }
  if (res.status < 200 || res.status > 299) return { status: PayNotifyStatus.REQUEST_FAILURE, response: cut(`HTTP ${res.status} ${text}`.trim()) };
  const success = res.status === 200 && answeredSuccess(text);
  return { status: success ? PayNotifyStatus.SUCCESS : PayNotifyStatus.REQUEST_SUCCESS, response: cut(text) };
}

function answeredSuccess(text: string): boolean {
  try {
    const answer: unknown = JSON.parse(text);
    return typeof answer === 'object' && answer !== null && (answer as { code?: unknown }).code === 0;
  } catch {
    return false;
  }
}

function failureText(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `请求超时（${NOTIFY_TIMEOUT_MS / 1000} 秒）`;
  const code = (err as { code?: unknown } | null)?.code;
  const message = errorText(err);
  return typeof code === 'string' && !message.includes(code) ? `${code} ${message}` : message;
}

const cut = (text: string) => (text.length > RESPONSE_MAX ? text.slice(0, RESPONSE_MAX) : text);
