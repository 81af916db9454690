/**
 * What a user may do, derived in one place: enabled roles of the user in their tenant, the
 * enabled menus those roles grant (every menu for `super_admin`), limited to the tenant's
 * package unless it is the system tenant. The permission gate and get-permission-info both use
 * this, so the menu a user sees and the calls they may make cannot disagree.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { menu, role, roleMenu, tenant, tenantPackage, userRole } from '../../../db/schema/index.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT_PACKAGE_ID } from '../tenant/tenant.service.ts';

export type MenuRow = typeof menu.$inferSelect;

export interface Grant {
  roles: string[];
  /** Holds `super_admin` in an unrestricted (system) tenant: every permission, present or future. */
  superAdmin: boolean;
  menus: MenuRow[];
  permissions: Set<string>;
}

export class PermissionService {
  constructor(private readonly db: Db) {}

  async grantOf(userId: number, tenantId: number): Promise<Grant> {
    const scope = tenantScope(this.db, tenantId);
    const roles = await this.db
      .select({ id: role.id, code: role.code })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.roleId))
      .where(and(scope.where(userRole, eq(userRole.userId, userId)), eq(role.status, 0), eq(role.tenantId, tenantId)));
    if (roles.length === 0) return { roles: [], superAdmin: false, menus: [], permissions: new Set() };

    const allowed = await this.packageMenuIds(tenantId);
    let menus: MenuRow[];
    const hasSuperRole = roles.some((r) => r.code === SUPER_ADMIN_ROLE);
    if (hasSuperRole) {
      menus = await this.db.select().from(menu).where(eq(menu.status, 0)).orderBy(asc(menu.sort), asc(menu.id));
    } else {
      menus = await this.db
        .selectDistinct({ m: menu })
        .from(roleMenu)
        .innerJoin(menu, eq(menu.id, roleMenu.menuId))
        .where(
          and(
            scope.where(roleMenu),
            inArray(
              roleMenu.roleId,
              roles.map((r) => r.id),
            ),
            eq(menu.status, 0),
          ),
        )
        .then((rows) => rows.map((r) => r.m).sort((a, b) => a.sort - b.sort || a.id - b.id));
    }
    if (allowed) menus = menus.filter((m) => allowed.has(m.id));
    const permissions = new Set(menus.map((m) => m.permission).filter((p) => p !== ''));
    return { roles: roles.map((r) => r.code), superAdmin: hasSuperRole && allowed === null, menus, permissions };
  }

  /** Menu ids the tenant's package allows, or null for the system tenant (everything). */
  private async packageMenuIds(tenantId: number): Promise<Set<number> | null> {
    const [row] = await this.db
      .select({ packageId: tenant.packageId, menuIds: tenantPackage.menuIds, packageStatus: tenantPackage.status })
      .from(tenant)
      .leftJoin(tenantPackage, eq(tenantPackage.id, tenant.packageId))
      .where(eq(tenant.id, tenantId));
    if (!row) return new Set();
    if (row.packageId === SYSTEM_TENANT_PACKAGE_ID) return null;
    if (row.packageStatus !== 0) return new Set();
    return new Set(row.menuIds ?? []);
  }

  async hasPermission(userId: number, tenantId: number, permission: string): Promise<boolean> {
    const grant = await this.grantOf(userId, tenantId);
    return grant.superAdmin || grant.permissions.has(permission);
  }
}

export interface MenuTreeNode {
  id: number;
  parentId: number;
  name: string;
  path: string;
  component: string | null;
  componentName: string | null;
  icon: string;
  visible: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  children?: MenuTreeNode[];
}

/** Directories and menus (buttons removed) as a tree rooted at parentId 0, in sort order. */
export function buildMenuTree(menus: MenuRow[]): MenuTreeNode[] {
  const nodes = new Map<number, MenuTreeNode>();
  for (const m of menus) {
    if (m.type === 3) continue;
    nodes.set(m.id, {
      id: m.id,
      parentId: m.parentId,
      name: m.name,
      path: m.path,
      component: m.component,
      componentName: m.componentName,
      icon: m.icon,
      visible: m.visible,
      keepAlive: m.keepAlive,
      alwaysShow: m.alwaysShow,
    });
  }
  const roots: MenuTreeNode[] = [];
  for (const node of nodes.values()) {
    if (node.parentId === 0) roots.push(node);
    else {
      const parent = nodes.get(node.parentId);
      if (parent) (parent.children ??= []).push(node);
      // A menu whose parent is disabled or not granted is unreachable, so it is left out.
    }
  }
  return roots;
}
