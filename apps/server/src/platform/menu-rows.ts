/**
 * Builders of the built-in menu rows an area declares (`platform/area.ts`): a directory, a
 * screen and its buttons. Ids follow one convention (`docs/menus.md`, "Menu ids"): the reference
 * console's seed id where it has the row (系统管理 1, 用户管理 100, its buttons 1001…), else a
 * block of ten of Tenon's own from 2860. Ids are never changed once shipped: the catalogue sync
 * inserts rows by id, so a changed id would show a second copy of the menu after an upgrade.
 */
import type { ResourcePermissions } from '@tenon/contracts';
import type { MenuRow } from './area.ts';

const DIRECTORY = 1;
const SCREEN = 2;
const BUTTON = 3;

export const directory = (id: number, parentId: number, name: string, path: string, icon: string, sort: number): MenuRow => ({
  id,
  parentId,
  name,
  path,
  icon,
  sort,
  type: DIRECTORY,
  permission: '',
  component: null,
  componentName: null,
});

/** A screen's menu row, named by what each value is rather than by its place in a list of eight. */
export interface ScreenRow {
  id: number;
  /** The directory it hangs below (0 for a hidden page outside the menu tree). */
  parent: number;
  name: string;
  path: string;
  icon: string;
  sort: number;
  /** The reference console's view path (`docs/menus.md`), so its clients find their pages. */
  component: string;
  componentName: string;
}

export const screen = ({ id, parent, name, path, icon, sort, component, componentName }: ScreenRow): MenuRow => ({
  id,
  parentId: parent,
  name,
  path,
  icon,
  sort,
  type: SCREEN,
  permission: '',
  component,
  componentName,
});

/** Buttons of a screen, numbered from `firstId` in the order given. */
/** A screen's buttons, ids counted on from `ids`, or given one by one where the reference's are not consecutive. */
export const buttons = (ids: number | readonly number[], parentId: number, list: Array<[name: string, permission: string]>): MenuRow[] =>
  list.map(([name, permission], i) => ({
    id: typeof ids === 'number' ? ids + i : ids[i]!,
    parentId,
    name,
    permission,
    sort: i + 1,
    type: BUTTON,
    path: '',
    icon: '',
    component: null,
    componentName: null,
  }));

const ACTION_NAMES: Array<[action: keyof ResourcePermissions, name: string]> = [
  ['query', '查询'],
  ['create', '新增'],
  ['update', '修改'],
  ['delete', '删除'],
  ['export', '导出'],
  ['import', '导入'],
];

/**
 * A resource screen's buttons from its contract: one per permission its endpoints hold, named
 * {noun}{查询|新增|修改|删除|导出|导入} as the reference names them, numbered from `firstId`.
 */
export const resourceButtons = (firstId: number, parentId: number, r: { noun: string; permissions: ResourcePermissions }): MenuRow[] =>
  buttons(
    firstId,
    parentId,
    ACTION_NAMES.flatMap(([action, name]) => (r.permissions[action] ? [[`${r.noun}${name}`, r.permissions[action]] as [string, string]] : [])),
  );
