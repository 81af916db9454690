import type { Feature } from '../../deps.ts';
import { smsCode } from './sms-code.schema.ts';

/** The one-time codes sent by SMS (SMS sign-in, registration): a table and the service in index.ts, no routes of its own. */
export const smsCodeFeature: Feature = { name: 'sms-code', tables: [smsCode] };
