/**
 * Coupon templates, written in one transaction under the tenant's write lock. What stays true:
 * - the terms are whole for the chosen validity, discount and scope (`templateTerms`);
 * - the products (商品劵) exist in the tenant, the categories (品类劵) are enabled sub-categories,
 *   the only ones products are filed under;
 * - the total is never set below what was already taken.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { CommonStatus, ErrorCodes, MAX_ID, ProductScope, type BodyOf, type CouponTemplate, type QueryOf, type couponTemplateApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { dateRangeFilter } from '../../../db/dateRange.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { requireProductCategory } from '../../product/category/index.ts';
import { spusByIds } from '../../product/spu/index.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { promotionCouponTemplate } from './coupon.schema.ts';
import { templateTerms } from './coupon-template.terms.ts';

type CreateBody = BodyOf<typeof couponTemplateApi.create>;
type UpdateBody = BodyOf<typeof couponTemplateApi.update>;
type Row = typeof promotionCouponTemplate.$inferSelect;

/** How many templates the pickers' list answers at most. */
const LIST_LIMIT = 500;

/** A template as the wire has it: the scope's ids under both names, v1.7's for products only. */
export function templateOut(row: Row): CouponTemplate {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    totalCount: row.totalCount,
    takeLimitCount: row.takeLimitCount,
    takeType: row.takeType,
    usePrice: row.usePrice,
    productScope: row.productScope,
    productSpuIds: row.productScope === ProductScope.SPU ? row.productScopeValues : [],
    productScopeValues: row.productScopeValues,
    validityType: row.validityType,
    validStartTime: row.validStartTime,
    validEndTime: row.validEndTime,
    fixedStartTerm: row.fixedStartTerm,
    fixedEndTerm: row.fixedEndTerm,
    discountType: row.discountType,
    discountPercent: row.discountPercent,
    discountPrice: row.discountPrice,
    discountLimitPrice: row.discountLimitPrice,
    takeCount: row.takeCount,
    useCount: row.useCount,
    createTime: row.createTime,
  };
}

export class CouponTemplateService {
  constructor(
    private readonly db: Db,
    private readonly timeZone: string,
  ) {}

  create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const terms = templateTerms(body, this.timeZone);
      await this.checkScope(tx, scope, terms.productScope, terms.productScopeValues);
      const [row] = await scope.insert(promotionCouponTemplate, { ...terms, status: body.status ?? CommonStatus.ENABLE, creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const current = await requireRow(scope, promotionCouponTemplate, body.id, ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS, tx);
      const terms = templateTerms(body, this.timeZone);
      if (terms.totalCount !== -1 && terms.totalCount < current.takeCount) throw serviceError(ErrorCodes.COUPON_TEMPLATE_TOTAL_COUNT_TOO_SMALL, current.takeCount);
      await this.checkScope(tx, scope, terms.productScope, terms.productScopeValues);
      await scope.update(promotionCouponTemplate, { ...terms, status: body.status ?? current.status, updater: String(caller.id) }, eq(promotionCouponTemplate.id, body.id), tx);
    });
    return true;
  }

  async updateStatus(scope: TenantScope, caller: LoginUser, body: BodyOf<typeof couponTemplateApi.updateStatus>): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, promotionCouponTemplate, body.id, ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS, tx);
      await scope.update(promotionCouponTemplate, { status: body.status, updater: String(caller.id) }, eq(promotionCouponTemplate.id, body.id), tx);
    });
    return true;
  }

  /** As the reference: the coupons taken keep their copy of the terms, so a template with coupons may go. */
  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, promotionCouponTemplate, id, ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS, tx);
      await scope.delete(promotionCouponTemplate, eq(promotionCouponTemplate.id, id), tx);
    });
    return true;
  }

  async get(scope: TenantScope, id: number): Promise<CouponTemplate> {
    return templateOut(await requireRow(scope, promotionCouponTemplate, id, ErrorCodes.COUPON_TEMPLATE_NOT_EXISTS, this.db));
  }

  async page(scope: TenantScope, q: QueryOf<typeof couponTemplateApi.page>) {
    const t = promotionCouponTemplate;
    const where = scope.where(
      t,
      and(
        containsText(t.name, q.name),
        q.discountType === undefined ? undefined : eq(t.discountType, q.discountType),
        q.status === undefined ? undefined : eq(t.status, q.status),
        dateRangeFilter(t.createTime, q.createTime, this.timeZone),
      ),
    );
    const page = await selectPage(this.db, t, where, q, ({ limit, offset }) =>
      this.db.select().from(t).where(where).orderBy(desc(t.createTime), desc(t.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(templateOut) };
  }

  /** The templates `ids` names (in the tenant), or without ids the enabled ones, for pickers. */
  async list(scope: TenantScope, ids: string | undefined): Promise<CouponTemplate[]> {
    const t = promotionCouponTemplate;
    if (ids !== undefined) {
      // Ten digits may exceed an integer column; such an id names no row.
      const wanted = ids.split(',').map(Number).filter((id) => id >= 1 && id <= MAX_ID);
      if (!wanted.length) return [];
      const rows = await this.db.select().from(t).where(scope.where(t, inArray(t.id, [...new Set(wanted)]))).orderBy(asc(t.id));
      return rows.map(templateOut);
    }
    const rows = await this.db.select().from(t).where(scope.where(t, eq(t.status, CommonStatus.ENABLE))).orderBy(desc(t.createTime), desc(t.id)).limit(LIST_LIMIT);
    return rows.map(templateOut);
  }

  private async checkScope(tx: Tx, scope: TenantScope, productScope: number, ids: readonly number[]): Promise<void> {
    if (productScope === ProductScope.SPU) {
      const found = await spusByIds(tx, scope, ids);
      if (found.length !== ids.length) throw serviceError(ErrorCodes.SPU_NOT_EXISTS);
    } else if (productScope === ProductScope.CATEGORY) {
      for (const id of ids) await requireProductCategory(tx, scope, id);
    }
  }
}
