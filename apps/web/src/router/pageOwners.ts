/**
 * Hidden pages and the screen each belongs to, by menu `component` (the reference declares the
 * same in its static routes' `meta.activeMenu`): while a hidden page is open, the sidebar lights
 * its owner and the breadcrumb runs through the owner's directories (系统管理 / 字典管理 / 字典数据).
 * Each area declares its own beside its pages (`pages/<area>/pages.ts`).
 */
import { bpmPageOwners } from '../pages/bpm/pages';
import { infraPageOwners } from '../pages/infra/pages';
import { mallPageOwners } from '../pages/mall/pages';
import { payPageOwners } from '../pages/pay/pages';
import { systemPageOwners } from '../pages/system/pages';

export const pageOwners: Record<string, string> = {
  ...systemPageOwners,
  ...infraPageOwners,
  ...bpmPageOwners,
  ...mallPageOwners,
  ...payPageOwners,
};
