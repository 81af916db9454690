/**
 * Which failure the user sees, and how (docs/console.md, "Requests and errors"). This file is the whole
 * table; the request client decides *when* a failure happened, `FeedbackBridge.tsx` renders *what*
 * this file returns. The English below names each case; the user reads the Chinese.
 *
 *   code 401, no message          -> 'authentication failed, cannot access system resources'
 *   refresh failed                -> 'Login status has expired, you can stay on this page or log in again'
 *   code 403                      -> default 'no permission for this operation'
 *   code 404                      -> default 'resource does not exist'
 *   other code without message    -> 'unknown system error, report to administrator'
 *   'invalid refresh token' / 'refresh token expired' -> rejected silently
 *   500 -> error toast; 501 -> persistent error toast; 901 -> persistent demo-mode toast
 *   any other code                -> error notification titled with the message
 *   Network Error / timeout / HTTP status -> 'backend interface connection abnormal' /
 *                                    'system interface request timeout' / 'system interface {status} abnormal'
 */
import { GlobalCode, SILENT_REFRESH_MESSAGES } from '@tenon/contracts';
import type { AxiosError } from 'axios';

export const ErrorTexts = {
  unauthorized: '认证失败，无法访问系统资源',
  forbidden: '没有权限执行该操作',
  notFound: '访问资源不存在',
  unknown: '系统未知错误，请反馈给管理员',
  sessionInvalid: '无效的会话，或者会话已过期，请重新登录。',
  demoMode: '演示模式，无法进行写操作',
  demoModeDetail: '当前环境仅供体验，新增、修改和删除已停用。',
  network: '后端接口连接异常',
  timeout: '系统接口请求超时',
  httpStatus: (status: number | string) => `系统接口${status}异常`,
} as const;

/** The re-login confirm shown when the session cannot be refreshed. */
export const ReloginDialog = {
  title: '系统提示',
  content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
  okText: '重新登录',
  cancelText: '取消',
} as const;

/** Error toasts stay 5 s; persistent ones stay until closed. */
export const TOAST_SECONDS = 5;

export type Display =
  | { kind: 'none' }
  | { kind: 'toast'; text: string; persistent: boolean }
  | { kind: 'demo-mode' }
  | { kind: 'notification'; title: string };

const defaultMessages: Record<number, string> = {
  [GlobalCode.UNAUTHORIZED]: ErrorTexts.unauthorized,
  [GlobalCode.FORBIDDEN]: ErrorTexts.forbidden,
  [GlobalCode.NOT_FOUND]: ErrorTexts.notFound,
};

/** The message a failed envelope stands for: the server's, else the code's default. */
export function messageForCode(code: number, msg: string | undefined): string {
  return msg || defaultMessages[code] || ErrorTexts.unknown;
}

/** True for the refresh call's own failures, which must never reach the user. */
export function isSilentMessage(message: string): boolean {
  return SILENT_REFRESH_MESSAGES.includes(message);
}

/** How to show an envelope whose code is neither success nor 401 (401 starts the refresh flow). */
export function displayForCode(code: number, message: string): Display {
  if (isSilentMessage(message)) return { kind: 'none' };
  switch (code) {
    case GlobalCode.INTERNAL_SERVER_ERROR:
      return { kind: 'toast', text: message, persistent: false };
    case GlobalCode.NOT_IMPLEMENTED:
      return { kind: 'toast', text: message, persistent: true };
    case GlobalCode.DEMO_DENY:
      return { kind: 'demo-mode' };
    default:
      return { kind: 'notification', title: message };
  }
}

/** The text for a failure below the envelope: no answer, too slow, or an HTTP error status. */
export function messageForTransportError(error: Pick<AxiosError, 'message' | 'code' | 'response'>): string {
  if (error.message === 'Network Error') return ErrorTexts.network;
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.message.includes('timeout')) {
    return ErrorTexts.timeout;
  }
  if (error.response) return ErrorTexts.httpStatus(error.response.status);
  return error.message || ErrorTexts.unknown;
}
