/** Records every login attempt, success or failure, and every logout (dictionary system_login_*). */
import type { Db } from '../../../db/client.ts';
import { loginLog } from './login-log.schema.ts';

export const LoginLogType = { USERNAME: 100, SOCIAL: 101, SMS: 104, LOGOUT_SELF: 200 } as const;
export const LoginResult = { SUCCESS: 0, BAD_CREDENTIALS: 10, USER_DISABLED: 20, TOO_MANY_ATTEMPTS: 40 } as const;

export interface LoginLogEntry {
  tenantId: number;
  logType: number;
  result: number;
  username: string;
  userId?: number;
  userIp: string;
  userAgent: string;
  traceId: string;
}

export class LoginLogService {
  constructor(private readonly db: Db) {}

  async record(entry: LoginLogEntry): Promise<void> {
    await this.db.insert(loginLog).values({
      ...entry,
      userId: entry.userId ?? 0,
      username: entry.username.slice(0, 50),
      userAgent: entry.userAgent.slice(0, 512),
    });
  }
}
