/**
 * What a user may do, derived in one place: enabled roles of the user in their tenant, the
 * enabled menus those roles grant (every menu for `super_admin`), limited to the tenant's
 * package unless it is the system tenant (and never the platform's own rows for another tenant:
 * `platform-menus.ts`). The permission gate and get-permission-info both use
 * this, so the menu a user sees and the calls they may make cannot disagree.
 */
import { inArray } from 'drizzle-orm';
import { SUPER_ADMIN_ROLE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { roleMenu } from './permission.schema.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { packageAllowanceOf } from '../tenant-package/index.ts';
import { CatalogueKeys, type CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { enabledMenus, type MenuRow, platformMenuIdsOf } from '../menu/index.ts';
import { rolesOfUser } from './user-roles.ts';

export type { MenuRow };

export interface Grant {
  roles: string[];
  /** Holds `super_admin` in an unrestricted (system) tenant: every permission, present or future. */
  superAdmin: boolean;
  menus: MenuRow[];
  permissions: Set<string>;
}

export class PermissionService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
  ) {}

  /** Every enabled menu, in sort order (the global catalogue, cached). */
  private enabledMenus(): Promise<MenuRow[]> {
    return this.cache.get(CatalogueKeys.MENUS, () => enabledMenus(this.db));
  }

  /**
   * Served from the catalogue cache's `remember`, per user and tenant: a change to the tenant's
   * users, roles or role menus invalidates the tenant, a menu, tenant or package change every
   * tenant (platform/auth-invalidation.ts). A caller must not change the grant it is given.
   */
  grantOf(userId: number, tenantId: number): Promise<Grant> {
    return this.cache.remember(`grant:${tenantId}:${userId}`, () => this.loadGrant(userId, tenantId), () => ({ tenantId, until: Infinity }));
  }

  private async loadGrant(userId: number, tenantId: number): Promise<Grant> {
    const scope = tenantScope(this.db, tenantId);
    // The enabled roles, then what the tenant's package allows; a tenant that is gone grants nothing.
    const rows = (await rolesOfUser(this.db, scope, userId)).filter((r) => r.status === 0);
    const allowance = rows.length === 0 ? undefined : await packageAllowanceOf(this.db, tenantId);
    if (allowance === undefined) return { roles: [], superAdmin: false, menus: [], permissions: new Set() };

    // null = the system tenant, which every menu is open to; a disabled package allows nothing.
    const allowed = allowance.menuIds;
    const hasSuperRole = rows.some((r) => r.code === SUPER_ADMIN_ROLE);

    const enabled = await this.enabledMenus();
    let menus = enabled;
    if (!hasSuperRole) {
      const granted = await this.db
        .selectDistinct({ menuId: roleMenu.menuId })
        .from(roleMenu)
        .where(
          scope.where(
            roleMenu,
            inArray(
              roleMenu.roleId,
              rows.map((r) => r.id),
            ),
          ),
        );
      const ids = new Set(granted.map((g) => g.menuId));
      menus = menus.filter((m) => ids.has(m.id));
    }
    // Another tenant never holds the platform's rows, even where an older package listed them.
    if (allowed) {
      const platform = platformMenuIdsOf(enabled);
      menus = menus.filter((m) => allowed.has(m.id) && !platform.has(m.id));
    }
    const permissions = new Set(menus.map((m) => m.permission).filter((p) => p !== ''));
    return { roles: rows.map((r) => r.code), superAdmin: hasSuperRole && allowed === null, menus, permissions };
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
