/**
 * One interface in front of every SMS provider. An adapter turns a message into its provider's
 * signed request and the answer into `SmsSendResult`; a thrown error is a failed attempt too
 * (network, timeout, an answer it cannot read), so the sender treats both alike.
 */

/** What a channel row holds that an adapter needs. */
export interface SmsChannelAccount {
  signature: string;
  apiKey: string;
  apiSecret: string;
}

export interface SmsMessage {
  /** Tenon's log id: adapters pass it as the provider's out id, so a callback finds its row. */
  logId: number;
  mobile: string;
  apiTemplateId: string;
  /** The template's parameters in the order the content names them (Tencent sends values only). */
  params: Array<[string, string]>;
  /** The rendered text (what the debug channels record or post). */
  content: string;
}

export interface SmsSendResult {
  success: boolean;
  /** The provider's answer code ("OK", "Ok", "0") or its error code. */
  code: string;
  msg: string;
  requestId?: string;
  serialNo?: string;
}

export interface SmsClient {
  send(account: SmsChannelAccount, message: SmsMessage): Promise<SmsSendResult>;
}

/** Where each provider's API is; tests point them at a local fake of the provider. */
export interface SmsProviderUrls {
  aliyun: string;
  tencent: string;
  dingTalk: string;
}

export const DEFAULT_SMS_PROVIDER_URLS: SmsProviderUrls = {
  aliyun: 'https://dysmsapi.aliyuncs.com',
  tencent: 'https://sms.tencentcloudapi.com',
  dingTalk: 'https://oapi.dingtalk.com',
};

/** Seconds an attempt may take before it counts as failed. */
export const SMS_REQUEST_TIMEOUT_MS = 10_000;

/** Reads a provider's JSON answer, failing the attempt (with the status) when it is not JSON. */
export async function jsonAnswer(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`HTTP ${res.status}：${text.slice(0, 200)}`);
  }
}
