/**
 * Builders of the built-in menu rows an area declares (`platform/area.ts`): a directory, a
 * screen and its buttons. Ids follow the reference console's seed (system directory 1, 用户管理
 * 100, its buttons 1001…), so a reader of its documentation finds the same rows.
 */
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

/** `component` is the reference's view path (reference-api §2.8), so its clients find their pages. */
export const screen = (
  id: number,
  parentId: number,
  name: string,
  path: string,
  icon: string,
  sort: number,
  component: string,
  componentName: string,
): MenuRow => ({
  id,
  parentId,
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
export const buttons = (firstId: number, parentId: number, list: Array<[name: string, permission: string]>): MenuRow[] =>
  list.map(([name, permission], i) => ({
    id: firstId + i,
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
