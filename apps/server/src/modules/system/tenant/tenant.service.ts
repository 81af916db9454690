import { and, asc, eq } from 'drizzle-orm';
import { ErrorCodes } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenant } from './tenant.schema.ts';
import { serviceError } from '../../../platform/errors.ts';
import type { CatalogueCache } from '../../../platform/catalogue-cache.ts';

export const SYSTEM_TENANT_PACKAGE_ID = 0;
export type TenantRow = typeof tenant.$inferSelect;

export class TenantService {
  constructor(
    private readonly db: Db,
    private readonly cache?: CatalogueCache,
  ) {}

  async getIdByName(name: string): Promise<number | null> {
    const [row] = await this.db.select({ id: tenant.id }).from(tenant).where(eq(tenant.name, name)).limit(1);
    return row?.id ?? null;
  }

  async find(id: number): Promise<TenantRow | undefined> {
    const [row] = await this.db.select().from(tenant).where(eq(tenant.id, id)).limit(1);
    return row;
  }

  /**
   * `find` for the gate, which asks on every request: from the catalogue cache's `remember`
   * (every tenant or package write invalidates it, platform/auth-invalidation.ts). Unknown
   * tenants are not kept.
   */
  private findForGate(id: number): Promise<TenantRow | undefined> {
    if (!this.cache) return this.find(id);
    return this.cache.remember(`tenant:${id}`, () => this.find(id), (row) => (row ? { tenantId: id, until: Infinity } : null));
  }

  /** The tenant a request names, if it may be used now: exists, enabled, not expired. */
  async requireActive(id: number): Promise<TenantRow> {
    const row = await this.findForGate(id);
    if (!row) throw serviceError(ErrorCodes.TENANT_NOT_EXISTS);
    if (row.status !== 0) throw serviceError(ErrorCodes.TENANT_DISABLE, row.name);
    if (row.expireTime <= Date.now()) throw serviceError(ErrorCodes.TENANT_EXPIRE, row.name);
    return row;
  }

  /** The system tenant (package 0) runs the platform: it alone sees and manages other tenants. */
  async isSystemTenant(id: number): Promise<boolean> {
    return (await this.findForGate(id))?.packageId === SYSTEM_TENANT_PACKAGE_ID;
  }


  /** Users of other tenants may read their own tenant only; any other id does not exist for them. */
  async get(id: number, callerTenantId: number) {
    const row = id === callerTenantId || (await this.isSystemTenant(callerTenantId)) ? await this.find(id) : undefined;
    if (!row) throw serviceError(ErrorCodes.TENANT_NOT_EXISTS);
    return row;
  }

  /**
   * Users of the system tenant see every enabled tenant; users of any other tenant see only
   * their own, so one customer never learns the names of the others.
   */
  async listSimple(callerTenantId: number) {
    const isSystem = await this.isSystemTenant(callerTenantId);
    const where = isSystem ? eq(tenant.status, 0) : and(eq(tenant.status, 0), eq(tenant.id, callerTenantId));
    return this.db.select({ id: tenant.id, name: tenant.name }).from(tenant).where(where).orderBy(asc(tenant.id));
  }
}
