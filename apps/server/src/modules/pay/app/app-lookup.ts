/**
 * What the other pay features read of apps and channels (through the door, `index.ts`): names for
 * their lists, the app and channel a payment or refund goes through (refused when closed), and the
 * channel a provider's notification names, found across tenants since the provider knows none.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';
import { serviceError } from '../../../platform/errors.ts';
import { payApp } from './pay-app.schema.ts';
import { payChannel } from './pay-channel.schema.ts';

export type PayAppRow = typeof payApp.$inferSelect;
export type PayChannelRow = typeof payChannel.$inferSelect;

export async function payAppNames(db: Db | Tx, scope: TenantScope, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: payApp.id, name: payApp.name }).from(payApp).where(scope.where(payApp, inArray(payApp.id, unique)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Rows naming an app (`appId`), each with its app's name (`appName`, empty for an app since deleted): the pay lists' column. */
export async function withPayAppNames<R extends { appId: number }>(q: Db | Tx, scope: TenantScope, rows: R[]): Promise<Array<R & { appName: string }>> {
  const names = await payAppNames(q, scope, rows.map((r) => r.appId));
  return rows.map((r) => ({ ...r, appName: names.get(r.appId) ?? '' }));
}

/** The tenant's app, open for payments; otherwise the reference's App 不存在 / App 已经被禁用. */
export async function requireEnabledApp(q: Db | Tx, scope: TenantScope, appId: number): Promise<PayAppRow> {
  const [app] = await scope.selectFrom(payApp, eq(payApp.id, appId), q);
  if (!app) throw serviceError(ErrorCodes.PAY_APP_NOT_FOUND);
  if (app.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.PAY_APP_IS_DISABLE);
  return app;
}

/** The tenant's app of this name (the demo's 示例应用), or undefined. */
export async function payAppNamed(q: Db | Tx, scope: TenantScope, name: string): Promise<PayAppRow | undefined> {
  const [app] = await scope.selectFrom(payApp, eq(payApp.name, name), q);
  return app;
}

/** The app's channel of this code, enabled; otherwise 支付渠道的配置不存在 / 支付渠道已经禁用. */
export async function requireEnabledChannel(q: Db | Tx, scope: TenantScope, appId: number, code: string): Promise<PayChannelRow> {
  const [channel] = await scope.selectFrom(payChannel, and(eq(payChannel.appId, appId), eq(payChannel.code, code)), q);
  if (!channel) throw serviceError(ErrorCodes.PAY_CHANNEL_NOT_FOUND);
  if (channel.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.PAY_CHANNEL_IS_DISABLE);
  return channel;
}

/** A channel by id in the tenant (a refund goes back through the channel that took the payment, enabled or not). */
export async function payChannelById(q: Db | Tx, scope: TenantScope, id: number): Promise<PayChannelRow | undefined> {
  const [channel] = await scope.selectFrom(payChannel, eq(payChannel.id, id), q);
  return channel;
}

/** The channel a provider's notification names (`/pay/notify/order/{channelId}`), whichever tenant owns it. */
export async function payChannelForNotify(db: Db, id: number): Promise<PayChannelRow | undefined> {
  const [channel] = await acrossTenants(() => db.select().from(payChannel).where(eq(payChannel.id, id)).limit(1));
  return channel;
}

/** The codes of the app's enabled channels (the cashier's choices). */
export async function enabledChannelCodes(q: Db | Tx, scope: TenantScope, appId: number): Promise<string[]> {
  const rows = await q
    .select({ code: payChannel.code })
    .from(payChannel)
    .where(scope.where(payChannel, and(eq(payChannel.appId, appId), eq(payChannel.status, CommonStatus.ENABLE))));
  return rows.map((r) => r.code);
}
