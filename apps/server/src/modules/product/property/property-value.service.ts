/**
 * Property values: the kit's page, get and delete, with writes of their own, since a value's name
 * is unique within its property (not the tenant) and its property must exist in the tenant. The
 * checks run in the write's transaction under the tenant's write lock.
 */
import { eq } from 'drizzle-orm';
import { ErrorCodes, productPropertyValueResource, type BodyOf, type productPropertyValueApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { requireUnique } from '../../../db/requireUnique.ts';
import { tenantCrud } from '../../../db/tenantCrud.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { lockTenantWrites } from '../../system/tenant/index.ts';
import { productProperty, productPropertyValue } from './property.schema.ts';

type CreateBody = BodyOf<typeof productPropertyValueApi.create>;
type UpdateBody = BodyOf<typeof productPropertyValueApi.update>;

export function propertyValueService(db: Db, timeZone: string) {
  const crud = tenantCrud(db, { table: productPropertyValue, resource: productPropertyValueResource, notFound: ErrorCodes.PROPERTY_VALUE_NOT_EXISTS, lock: lockTenantWrites, timeZone });
  const check = async (scope: TenantScope, tx: Tx, body: CreateBody, exceptId?: number) => {
    await requireRow(scope, productProperty, body.propertyId, ErrorCodes.PROPERTY_NOT_EXISTS, tx);
    const within = eq(productPropertyValue.propertyId, body.propertyId);
    await requireUnique(scope, { table: productPropertyValue, column: productPropertyValue.name, value: body.name, exceptId, within }, ErrorCodes.PROPERTY_VALUE_EXISTS, tx);
  };
  const write = <R>(scope: TenantScope, work: (tx: Tx) => Promise<R>) =>
    db.transaction(async (tx) => {
      await lockTenantWrites(tx, scope.tenantId);
      return work(tx);
    });
  return {
    page: crud.page,
    get: crud.get,
    delete: crud.delete,
    create: (scope: TenantScope, caller: LoginUser, body: CreateBody) =>
      write(scope, async (tx) => {
        await check(scope, tx, body);
        const by = String(caller.id);
        const [row] = await scope.insert(productPropertyValue, { propertyId: body.propertyId, name: body.name, remark: body.remark ?? '', creator: by, updater: by }, tx);
        return row!.id;
      }),
    update: (scope: TenantScope, caller: LoginUser, body: UpdateBody) =>
      write(scope, async (tx) => {
        await requireRow(scope, productPropertyValue, body.id, ErrorCodes.PROPERTY_VALUE_NOT_EXISTS, tx);
        await check(scope, tx, body, body.id);
        const { id, ...values } = body;
        await scope.update(productPropertyValue, { ...values, updater: String(caller.id) }, eq(productPropertyValue.id, id), tx);
        return true;
      }),
  };
}
