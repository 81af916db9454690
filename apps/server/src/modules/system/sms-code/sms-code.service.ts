/**
 * SMS verification codes: made, kept hashed, checked once. What must stay true:
 * - a mobile gets at most one code a minute per scene and `PER_DAY` a day, counted here for
 *   every mobile alike (known or not), so the answer never tells a holder's number apart;
 * - only the mobile's latest code counts, for `TTL_MS`;
 * - a code is checked at most `MAX_TRIES` times: each check is counted in the same UPDATE that
 *   finds the code, before the comparison, so parallel guesses cannot outrun the limit; then it
 *   is burnt;
 * - a right code is used once: the UPDATE that marks it used takes it only while unused.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { smsCode } from './sms-code.schema.ts';

export const SMS_CODE_RULES = {
  TTL_MS: 10 * 60_000,
  RESEND_MS: 60_000,
  PER_DAY: 10,
  MAX_TRIES: 5,
  DIGITS: 6,
} as const;
const DAY_MS = 24 * 3_600_000;

// Salted with tenant and mobile, so one row's hash says nothing about another's.
const hashOf = (tenantId: number, mobile: string, code: string) =>
  createHash('sha256').update(`${tenantId}:${mobile}:${code}`).digest('hex');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface CodeTarget {
  tenantId: number;
  mobile: string;
  scene: number;
}

export class SmsCodeService {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new code for the target (its earlier ones stop counting), for the caller to text; or the limit's refusal. */
  async create(target: CodeTarget, ip: string): Promise<string> {
    const scope = tenantScope(this.db, target.tenantId);
    const now = this.now();
    const ofMobile = and(eq(smsCode.mobile, target.mobile), eq(smsCode.scene, target.scene));
    const [latest] = await this.db
      .select({ createTime: smsCode.createTime })
      .from(smsCode)
      .where(scope.where(smsCode, ofMobile))
      .orderBy(desc(smsCode.id))
      .limit(1);
    if (latest && now - latest.createTime < SMS_CODE_RULES.RESEND_MS) throw serviceError(ErrorCodes.SMS_SEND_TOO_FAST);
    // The day is the last 24 hours, the same for every server and time zone.
    const [today] = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(smsCode)
      .where(scope.where(smsCode, and(eq(smsCode.mobile, target.mobile), gte(smsCode.createTime, now - DAY_MS))));
    const todayIndex = (today?.count ?? 0) + 1;
    if (todayIndex > SMS_CODE_RULES.PER_DAY) throw serviceError(ErrorCodes.SMS_CODE_DAILY_LIMIT);
    const code = String(randomInt(0, 10 ** SMS_CODE_RULES.DIGITS)).padStart(SMS_CODE_RULES.DIGITS, '0');
    await scope.insert(smsCode, {
      mobile: target.mobile,
      scene: target.scene,
      codeHash: hashOf(target.tenantId, target.mobile, code),
      createIp: ip,
      todayIndex,
      createTime: now,
    });
    return code;
  }

  /** True once for the target's latest code, while it is unexpired, unused and not burnt. */
  async consume(target: CodeTarget, code: string, ip: string): Promise<boolean> {
    const scope = tenantScope(this.db, target.tenantId);
    const now = this.now();
    const latest = this.db
      .select({ id: smsCode.id })
      .from(smsCode)
      .where(scope.where(smsCode, and(eq(smsCode.mobile, target.mobile), eq(smsCode.scene, target.scene))))
      .orderBy(desc(smsCode.id))
      .limit(1);
    const open = and(inArray(smsCode.id, latest), eq(smsCode.used, false), gt(smsCode.createTime, now - SMS_CODE_RULES.TTL_MS));
    const [tried] = await this.db
      .update(smsCode)
      .set({ tries: sql`${smsCode.tries} + 1` })
      .where(scope.where(smsCode, and(open, lt(smsCode.tries, SMS_CODE_RULES.MAX_TRIES))))
      .returning({ id: smsCode.id, codeHash: smsCode.codeHash });
    if (!tried || !sameHash(tried.codeHash, hashOf(target.tenantId, target.mobile, code))) return false;
    const used = await scope.update(smsCode, { used: true, usedTime: now, usedIp: ip }, and(eq(smsCode.id, tried.id), eq(smsCode.used, false))!);
    return used === 1;
  }
}
