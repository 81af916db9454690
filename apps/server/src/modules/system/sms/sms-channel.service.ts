/**
 * 短信渠道: one global catalogue (as in the reference), written by the system tenant's
 * administrators only. The secret is write-only: sealed when written (sms-secret.ts), kept when
 * an update leaves it out, never in an answer (`channelResp` is the only way a row leaves this
 * service).
 */
import { and, desc, eq } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type FiltersOf, type QueryOf, type SmsChannel, type smsChannelApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { containsText } from '../../../db/textFilter.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { smsChannel, smsTemplate } from './sms.schema.ts';

type ChannelRow = typeof smsChannel.$inferSelect;

export const channelResp = ({ apiSecret, ...row }: ChannelRow): SmsChannel => ({
  id: row.id,
  signature: row.signature,
  code: row.code,
  status: row.status,
  remark: row.remark,
  apiKey: row.apiKey,
  apiSecretSet: apiSecret !== '',
  callbackUrl: row.callbackUrl,
  createTime: row.createTime,
});

export class SmsChannelService {
  constructor(private readonly deps: { db: Db; timeZone: string; box: () => SecretBox }) {}

  async page(q: QueryOf<typeof smsChannelApi.page>) {
    const { db } = this.deps;
    const where = this.filterWhere(q);
    const page = await selectPage(db, smsChannel, where, q, ({ limit, offset }) =>
      db.select().from(smsChannel).where(where).orderBy(desc(smsChannel.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(channelResp) };
  }

  async get(id: number) {
    return channelResp(await requireGlobalRow(smsChannel, id, ErrorCodes.SMS_CHANNEL_NOT_EXISTS, this.deps.db));
  }

  async listAllSimple() {
    return this.deps.db
      .select({ id: smsChannel.id, signature: smsChannel.signature, code: smsChannel.code })
      .from(smsChannel)
      .orderBy(desc(smsChannel.id));
  }

  async create(caller: LoginUser, body: BodyOf<typeof smsChannelApi.create>): Promise<number> {
    const by = String(caller.id);
    const [row] = await this.deps.db
      .insert(smsChannel)
      .values({ ...this.fieldsOf(body), apiSecret: body.apiSecret === undefined ? '' : this.seal(body.apiSecret), creator: by, updater: by })
      .returning({ id: smsChannel.id });
    return row!.id;
  }

  async update(caller: LoginUser, body: BodyOf<typeof smsChannelApi.update>): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      const current = await requireGlobalRow(smsChannel, body.id, ErrorCodes.SMS_CHANNEL_NOT_EXISTS, tx);
      await tx
        .update(smsChannel)
        .set({
          ...this.fieldsOf({ ...body, remark: body.remark ?? current.remark, callbackUrl: body.callbackUrl ?? current.callbackUrl }),
          ...(body.apiSecret === undefined ? {} : { apiSecret: this.seal(body.apiSecret) }),
          updater: String(caller.id),
        })
        .where(eq(smsChannel.id, body.id));
      // Templates answer their channel's code; keep it the channel's.
      if (body.code !== current.code) await tx.update(smsTemplate).set({ channelCode: body.code }).where(eq(smsTemplate.channelId, body.id));
    });
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      await requireGlobalRow(smsChannel, id, ErrorCodes.SMS_CHANNEL_NOT_EXISTS, tx);
      const [used] = await tx.select({ id: smsTemplate.id }).from(smsTemplate).where(eq(smsTemplate.channelId, id)).limit(1);
      if (used) throw serviceError(ErrorCodes.SMS_CHANNEL_HAS_CHILDREN);
      await tx.delete(smsChannel).where(eq(smsChannel.id, id));
    });
    return true;
  }

  private filterWhere(q: FiltersOf<typeof smsChannelApi.page>) {
    return and(
      containsText(smsChannel.signature, q.signature),
      q.code ? eq(smsChannel.code, q.code) : undefined,
      q.status === undefined ? undefined : eq(smsChannel.status, q.status),
      dateRangeFilter(smsChannel.createTime, q.createTime, this.deps.timeZone),
    );
  }

  private seal(secret: string) {
    return this.deps.box().seal(secret);
  }

  private fieldsOf(body: BodyOf<typeof smsChannelApi.create>) {
    return {
      signature: body.signature,
      code: body.code,
      status: body.status,
      remark: body.remark ?? '',
      apiKey: body.apiKey,
      callbackUrl: body.callbackUrl ?? '',
    };
  }
}
