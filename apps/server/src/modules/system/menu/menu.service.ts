/**
 * Menus: the platform's one catalogue of directories, menus and buttons, shared by every tenant
 * (so only the system tenant edits it; other tenants read the part their package opens). What
 * must stay true after every write:
 * - it is a tree: a parent exists, is a directory or a menu, and is neither the menu itself nor
 *   one of its descendants; siblings have distinct names;
 * - routes can be built from it: a directory's or menu's path starts with '/' at the top level
 *   and does not below it (external http(s) links excepted); a button has no route at all;
 * - no role or package keeps a deleted menu;
 * - the cached catalogue is dropped, so sidebars and permissions see the change on the next call.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ErrorCodes, type BodyOf, type QueryOf, type menuApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { dropMenuFromRoles } from '../permission/index.ts';
import { assignableMenuIds, dropMenuFromPackages } from '../tenant-package/index.ts';
import { menu } from './menu.schema.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import { CatalogueKeys, type CatalogueCache } from '../../../platform/catalogue-cache.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { TenantService } from '../tenant/index.ts';
import { containsText } from '../../../db/textFilter.ts';
import { acrossTenants } from '../../../db/tenantContext.ts';

export const MenuType = { DIR: 1, MENU: 2, BUTTON: 3 } as const;

type MenuRow = typeof menu.$inferSelect;
type CreateBody = BodyOf<typeof menuApi.create>;
type UpdateBody = BodyOf<typeof menuApi.update>;

const EXTERNAL_LINK = /^https?:\/\//i;

type MenuFields = Omit<MenuRow, 'id' | 'creator' | 'createTime' | 'updater' | 'updateTime'>;
const FIELDS = [
  'name',
  'permission',
  'type',
  'sort',
  'parentId',
  'path',
  'icon',
  'component',
  'componentName',
  'status',
  'visible',
  'keepAlive',
  'alwaysShow',
] as const satisfies ReadonlyArray<keyof MenuFields>;

const NEW_MENU: MenuFields = {
  name: '',
  permission: '',
  type: MenuType.DIR,
  sort: 0,
  parentId: 0,
  path: '',
  icon: '',
  component: null,
  componentName: null,
  status: 0,
  visible: true,
  keepAlive: true,
  alwaysShow: true,
};

/** The menu as it will be stored: fields the body omits keep their current (or default) value. */
function merge(current: MenuFields, body: Partial<CreateBody>): MenuFields {
  const next = Object.fromEntries(FIELDS.map((k) => [k, body[k] !== undefined ? body[k] : current[k]])) as MenuFields;
  next.path = next.path.trim();
  // A button is a permission, not a page: it has no route, icon or component.
  if (next.type === MenuType.BUTTON) return { ...next, path: '', icon: '', component: null, componentName: null };
  return next;
}

function checkPath(m: { type: number; parentId: number; path: string }) {
  if (m.type === MenuType.BUTTON || EXTERNAL_LINK.test(m.path)) return;
  if (m.path === '') throw badRequest('路由地址不能为空');
  if (m.parentId === 0 && !m.path.startsWith('/')) throw badRequest('顶级菜单的路由地址必须以 / 开头');
  if (m.parentId !== 0 && m.path.startsWith('/')) throw badRequest('子菜单的路由地址不能以 / 开头');
}

export class MenuService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly cache: CatalogueCache,
  ) {}

  /** The flat list the menu screen builds its tree from; other tenants see their package's part. */
  async list(tenantId: number, q: QueryOf<typeof menuApi.list>) {
    const allowed = await assignableMenuIds(this.db, tenantId);
    return this.db
      .select()
      .from(menu)
      .where(
        and(
          containsText(menu.name, q.name),
          q.status === undefined ? undefined : eq(menu.status, q.status),
          allowed ? inArray(menu.id, [...allowed]) : undefined,
        ),
      )
      .orderBy(asc(menu.sort), asc(menu.id));
  }

  /** Enabled menus the caller's tenant may grant: the role and package menu pickers. */
  async listAllSimple(tenantId: number) {
    const allowed = await assignableMenuIds(this.db, tenantId);
    return this.db
      .select({ id: menu.id, name: menu.name, parentId: menu.parentId, type: menu.type })
      .from(menu)
      .where(and(eq(menu.status, 0), allowed ? inArray(menu.id, [...allowed]) : undefined))
      .orderBy(asc(menu.sort), asc(menu.id));
  }

  async get(tenantId: number, id: number) {
    const allowed = await assignableMenuIds(this.db, tenantId);
    const row = allowed && !allowed.has(id) ? undefined : await this.find(id);
    if (!row) throw serviceError(ErrorCodes.MENU_NOT_EXISTS);
    return row;
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    const next = merge(NEW_MENU, body);
    await this.check(undefined, next);
    const by = String(caller.id);
    const [row] = await this.db.insert(menu).values({ ...next, creator: by, updater: by }).returning({ id: menu.id });
    this.cache.invalidate(CatalogueKeys.MENUS);
    return row!.id;
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    const current = await requireGlobalRow(menu, body.id, ErrorCodes.MENU_NOT_EXISTS, this.db);
    const next = merge(current, body);
    await this.check(body.id, next);
    await this.db.update(menu).set({ ...next, updater: String(caller.id) }).where(eq(menu.id, body.id));
    this.cache.invalidate(CatalogueKeys.MENUS);
    return true;
  }

  /** Deletes a childless menu and takes it out of every role and package, in one transaction. */
  async delete(caller: LoginUser, id: number): Promise<boolean> {
    await requireGlobalRow(menu, id, ErrorCodes.MENU_NOT_EXISTS, this.db);
    if (await this.hasChildren(id)) throw serviceError(ErrorCodes.MENU_EXISTS_CHILDREN);
    // Menus are global, so their grants are removed in every tenant at once.
    await acrossTenants(() => this.db.transaction(async (tx) => {
      await tx.delete(menu).where(eq(menu.id, id));
      await dropMenuFromRoles(tx, id);
      await dropMenuFromPackages(tx, id);
    }));
    this.cache.invalidate(CatalogueKeys.MENUS);
    return true;
  }

  private async find(id: number): Promise<MenuRow | undefined> {
    const [row] = await this.db.select().from(menu).where(eq(menu.id, id)).limit(1);
    return row;
  }

  private async hasChildren(id: number): Promise<boolean> {
    const [child] = await this.db.select({ id: menu.id }).from(menu).where(eq(menu.parentId, id)).limit(1);
    return child !== undefined;
  }

  private async check(id: number | undefined, m: { name: string; type: number; parentId: number; path: string }) {
    await this.checkParent(id, m.parentId);
    checkPath(m);
    // Its children would be left below a button, which cannot be a parent.
    if (id !== undefined && m.type === MenuType.BUTTON && (await this.hasChildren(id))) throw badRequest('存在子菜单的菜单不能改为按钮');
    const amongSiblings = { table: menu, column: menu.name, value: m.name, exceptId: id, within: eq(menu.parentId, m.parentId) };
    await requireUniqueGlobally(amongSiblings, ErrorCodes.MENU_NAME_DUPLICATE, this.db);
  }

  private async checkParent(id: number | undefined, parentId: number) {
    if (parentId === 0) return;
    if (parentId === id) throw serviceError(ErrorCodes.MENU_PARENT_ERROR);
    const parent = await this.find(parentId);
    if (!parent) throw serviceError(ErrorCodes.MENU_PARENT_NOT_EXISTS);
    if (parent.type !== MenuType.DIR && parent.type !== MenuType.MENU) throw serviceError(ErrorCodes.MENU_PARENT_NOT_DIR_OR_MENU);
    if (id !== undefined && (await this.ancestorsOf(parentId)).includes(id)) throw serviceError(ErrorCodes.MENU_PARENT_IS_CHILD);
  }

  /** The menu and every menu above it, in one recursive query (UNION stops on a damaged cycle). */
  private async ancestorsOf(menuId: number): Promise<number[]> {
    const result = await this.db.execute<{ id: number }>(sql`
      WITH RECURSIVE up AS (
        SELECT id, parent_id FROM ${menu} WHERE id = ${menuId}
        UNION
        SELECT m.id, m.parent_id FROM ${menu} m JOIN up ON m.id = up.parent_id
      ) SELECT id FROM up`);
    // node-postgres answers { rows }, PGlite an array-like result: read either.
    const rows = (result as unknown as { rows?: Array<{ id: number }> }).rows ?? (result as unknown as Array<{ id: number }>);
    return rows.map((r) => Number(r.id));
  }
}
