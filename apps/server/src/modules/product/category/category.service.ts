/**
 * Product categories of the caller's tenant, a tree of two levels. What stays true after every
 * write (checked in the write's transaction under the tenant's write lock):
 * - a parent exists in the tenant and is a top category (the reference's
 *   `CATEGORY_PARENT_NOT_FIRST_LEVEL`), never the category itself; a category with children stays
 *   at the top, so no third level appears by moving one;
 * - a category with children, or one something holds (`category-in-use.ts`: the products), is
 *   never deleted.
 */
import { asc, eq } from 'drizzle-orm';
import { CATEGORY_ROOT_ID, ErrorCodes, type BodyOf, type QueryOf, type productCategoryApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { containsText } from '../../../db/textFilter.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { serviceError } from '../../../platform/errors.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { isCategoryInUse, type CategoryInUse, categoryUsers } from './category-in-use.ts';
import { productCategory } from './category.schema.ts';

type CreateBody = BodyOf<typeof productCategoryApi.create>;
type UpdateBody = BodyOf<typeof productCategoryApi.update>;
type Row = typeof productCategory.$inferSelect;

/** The stored fields: an optional text the body omits keeps its current (or empty) value. */
const fieldsOf = (b: CreateBody, current?: Row) => ({
  parentId: b.parentId,
  name: b.name,
  picUrl: b.picUrl ?? current?.picUrl ?? '',
  sort: b.sort,
  description: b.description ?? current?.description ?? '',
  status: b.status,
});

export class ProductCategoryService {
  constructor(
    private readonly db: Db,
    private readonly users: readonly CategoryInUse[] = categoryUsers,
  ) {}

  list(scope: TenantScope, q: QueryOf<typeof productCategoryApi.list>) {
    return this.db
      .select()
      .from(productCategory)
      .where(scope.where(productCategory, containsText(productCategory.name, q.name)))
      .orderBy(asc(productCategory.sort), asc(productCategory.id));
  }

  get(scope: TenantScope, id: number) {
    return requireRow(scope, productCategory, id, ErrorCodes.CATEGORY_NOT_EXISTS);
  }

  create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    return this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const fields = fieldsOf(body);
      await this.checkParent(scope, tx, undefined, fields.parentId);
      const [row] = await scope.insert(productCategory, { ...fields, creator: by, updater: by }, tx);
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: UpdateBody): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      const fields = fieldsOf(body, await requireRow(scope, productCategory, body.id, ErrorCodes.CATEGORY_NOT_EXISTS, tx));
      await this.checkParent(scope, tx, body.id, fields.parentId);
      await scope.update(productCategory, { ...fields, updater: String(caller.id) }, eq(productCategory.id, body.id), tx);
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      await requireRow(scope, productCategory, id, ErrorCodes.CATEGORY_NOT_EXISTS, tx);
      if (await this.hasChildren(scope, tx, id)) throw serviceError(ErrorCodes.CATEGORY_EXISTS_CHILDREN);
      if (await isCategoryInUse(tx, scope, id, this.users)) throw serviceError(ErrorCodes.CATEGORY_HAVE_BIND_SPU);
      await scope.delete(productCategory, eq(productCategory.id, id), tx);
    });
    return true;
  }

  private async hasChildren(scope: TenantScope, tx: Tx, id: number) {
    const [child] = await tx.select({ id: productCategory.id }).from(productCategory).where(scope.where(productCategory, eq(productCategory.parentId, id))).limit(1);
    return child !== undefined;
  }

  private async checkParent(scope: TenantScope, tx: Tx, id: number | undefined, parentId: number) {
    if (parentId === CATEGORY_ROOT_ID) return;
    if (parentId === id) throw serviceError(ErrorCodes.CATEGORY_PARENT_IS_SELF);
    const [parent] = await scope.selectFrom(productCategory, eq(productCategory.id, parentId), tx);
    if (!parent) throw serviceError(ErrorCodes.CATEGORY_PARENT_NOT_EXISTS);
    // A sub-category (and so any descendant of the category) cannot be a parent.
    if (parent.parentId !== CATEGORY_ROOT_ID) throw serviceError(ErrorCodes.CATEGORY_PARENT_NOT_FIRST_LEVEL);
    if (id !== undefined && (await this.hasChildren(scope, tx, id))) throw serviceError(ErrorCodes.CATEGORY_PARENT_HAS_CHILDREN);
  }
}
