/**
 * `DEBUG` (Tenon's own): sends nothing anywhere. The message counts as sent the moment it is
 * taken, so the log row (with its rendered content) is where an administrator, a test or the SMS
 * login of a development start reads the text.
 */
import type { SmsClient } from './sms-client.ts';

export const debugClient: SmsClient = {
  send: async (_account, message) => ({ success: true, code: 'OK', msg: '调试渠道：已记录，未实际发送', serialNo: `debug-${message.logId}` }),
};
