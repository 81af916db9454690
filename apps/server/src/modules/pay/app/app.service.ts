/**
 * 应用信息: the apps (CRUD, 开启状态) and their channels (one per code, its config checked for
 * the code's kind and its secrets sealed). An app that has pay orders is not deleted (its
 * refunds come with orders); deleting one removes its channels in the same transaction.
 * Notify URLs are checked against the outbound policy when saved, so an administrator learns at
 * once that an address is refused rather than from a notification that never arrives.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { channelConfigProblem, ErrorCodes, payAppResource, type BodyOf, type PayChannel, type QueryOf, type payAppApi, type payChannelApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import { payOrdersOfAppExist } from '../order/index.ts';
import { payApp } from './pay-app.schema.ts';
import { payChannel } from './pay-channel.schema.ts';
import { publicConfig, sealConfig, secretFieldsOf } from './channel-secrets.ts';
import { enabledChannelCodes } from './app-lookup.ts';

type AppBody = BodyOf<typeof payAppApi.create>;
type ChannelBody = BodyOf<typeof payChannelApi.create>;

export class PayAppService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
    private readonly outbound: Pick<OutboundPolicy, 'problem'>,
    private readonly box: () => SecretBox,
  ) {}

  // -- apps --

  async page(scope: TenantScope, q: QueryOf<typeof payAppApi.page>) {
    const a = payApp;
    const where = scope.where(a, resourceWhere(a, payAppResource, q, this.timeZone));
    const page = await selectPage(this.db, a, where, q, ({ limit, offset }) =>
      this.db.select().from(a).where(where).orderBy(desc(a.createTime), desc(a.id)).limit(limit).offset(offset),
    );
    const ids = page.list.map((r) => r.id);
    const channels = ids.length
      ? await this.db.select({ appId: payChannel.appId, code: payChannel.code }).from(payChannel).where(scope.where(payChannel, inArray(payChannel.appId, ids)))
      : [];
    return { ...page, list: page.list.map((r) => ({ ...r, channelCodes: channels.filter((c) => c.appId === r.id).map((c) => c.code) })) };
  }

  list(scope: TenantScope) {
    return this.db.select({ id: payApp.id, name: payApp.name }).from(payApp).where(scope.where(payApp)).orderBy(asc(payApp.id));
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, payApp, id, ErrorCodes.PAY_APP_NOT_FOUND);
  }

  async create(scope: TenantScope, caller: LoginUser, body: AppBody): Promise<number> {
    await this.checkUrls(body);
    return this.db.transaction(async (tx) => {
      await this.requireNameFree(scope, tx, body.name);
      const by = String(caller.id);
      const [row] = await scope.insert(payApp, { ...body, remark: body.remark ?? '', creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: AppBody & { id: number }): Promise<boolean> {
    await this.checkUrls(body);
    await this.db.transaction(async (tx) => {
      await requireRow(scope, payApp, body.id, ErrorCodes.PAY_APP_NOT_FOUND, tx);
      await this.requireNameFree(scope, tx, body.name, body.id);
      const { id, ...fields } = body;
      await scope.update(payApp, { ...fields, remark: fields.remark ?? '', updater: String(caller.id) }, eq(payApp.id, id), tx);
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, body: { id: number; status: number }): Promise<boolean> {
    const n = await scope.update(payApp, { status: body.status, updater: String(caller.id) }, eq(payApp.id, body.id));
    if (n === 0) throw serviceError(ErrorCodes.PAY_APP_NOT_FOUND);
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      // Locked, so no pay order can be created for it between the check and the delete.
      const [app] = await tx.select({ id: payApp.id }).from(payApp).where(scope.where(payApp, eq(payApp.id, id))).for('update');
      if (!app) throw serviceError(ErrorCodes.PAY_APP_NOT_FOUND);
      if (await payOrdersOfAppExist(tx, scope, id)) throw serviceError(ErrorCodes.PAY_APP_EXIST_ORDER_CANT_DELETE);
      await scope.delete(payChannel, eq(payChannel.appId, id), tx);
      await scope.delete(payApp, eq(payApp.id, id), tx);
    });
    return true;
  }

  private async requireNameFree(scope: TenantScope, tx: Tx, name: string, exceptId?: number) {
    await requireUnique(scope, { table: payApp, column: payApp.name, value: name, exceptId }, ErrorCodes.PAY_APP_NAME_DUPLICATE, tx);
  }

  private async checkUrls(body: Pick<AppBody, 'orderNotifyUrl' | 'refundNotifyUrl'>) {
    for (const url of [body.orderNotifyUrl, body.refundNotifyUrl]) {
      if (url.startsWith('/')) continue; // this server's own API
      const problem = await this.outbound.problem(new URL(url).hostname);
      if (problem) throw badRequest(problem);
    }
  }

  // -- channels --

  async getChannel(scope: TenantScope, appId: number, code: string): Promise<PayChannel | null> {
    const [row] = await scope.selectFrom(payChannel, and(eq(payChannel.appId, appId), eq(payChannel.code, code)));
    return row ? this.channelOut(row) : null;
  }

  enableCodes(scope: TenantScope, appId: number): Promise<string[]> {
    return enabledChannelCodes(this.db, scope, appId);
  }

  async createChannel(scope: TenantScope, caller: LoginUser, body: ChannelBody): Promise<number> {
    const config = this.configOf(body.code, body.config, {});
    return this.db.transaction(async (tx) => {
      await requireRow(scope, payApp, body.appId, ErrorCodes.PAY_APP_NOT_FOUND, tx);
      const [taken] = await scope.selectFrom(payChannel, and(eq(payChannel.appId, body.appId), eq(payChannel.code, body.code)), tx);
      if (taken) throw serviceError(ErrorCodes.PAY_CHANNEL_EXIST_SAME_CHANNEL_ERROR);
      const by = String(caller.id);
      const rows = await scope.insert(payChannel, { ...body, remark: body.remark ?? '', config, creator: by, updater: by }, tx);
      return rows[0]!.id;
    });
  }

  async updateChannel(scope: TenantScope, caller: LoginUser, body: ChannelBody & { id: number }): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      const stored = await requireRow(scope, payChannel, body.id, ErrorCodes.PAY_CHANNEL_NOT_FOUND, tx);
      // A channel stays the app's and the code's it was created for: the dialog is opened per code.
      if (stored.appId !== body.appId || stored.code !== body.code) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
      const config = this.configOf(body.code, body.config, stored.config);
      await scope.update(
        payChannel,
        { status: body.status, feeRate: body.feeRate, remark: body.remark ?? '', config, updater: String(caller.id) },
        eq(payChannel.id, body.id),
        tx,
      );
    });
    return true;
  }

  async deleteChannel(scope: TenantScope, id: number): Promise<boolean> {
    const n = await scope.delete(payChannel, eq(payChannel.id, id));
    if (n === 0) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
    return true;
  }

  /** The config to store: parsed, checked for the code's kind with secrets kept where left empty, then sealed. */
  private configOf(code: string, text: string, stored: Record<string, unknown>): Record<string, unknown> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw serviceError(ErrorCodes.PAY_CHANNEL_CONFIG_INVALID, '不是 JSON 对象');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw serviceError(ErrorCodes.PAY_CHANNEL_CONFIG_INVALID, '不是 JSON 对象');
    // A secret left empty keeps the stored one: check the config as it will be used.
    const merged = { ...(parsed as Record<string, unknown>) };
    for (const field of secretFieldsOf(code)) if ((merged[field] ?? '') === '' && stored[field] !== undefined) merged[field] = stored[field];
    const problem = channelConfigProblem(code, merged);
    if (problem) throw serviceError(ErrorCodes.PAY_CHANNEL_CONFIG_INVALID, problem);
    return sealConfig(code, parsed as Record<string, unknown>, stored, this.box);
  }

  private channelOut(row: typeof payChannel.$inferSelect): PayChannel {
    const { config, secretsSet } = publicConfig(row.code, row.config);
    return { ...row, config: JSON.stringify(config), secretsSet };
  }
}
