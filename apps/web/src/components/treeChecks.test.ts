import { describe, expect, it } from 'vitest';
import { checksFromSaved, conduct, knownKeys, savedIds, setLinked } from './treeChecks';

// 1 › (2 › 4, 5), 3
const tree = [{ key: 1, children: [{ key: 2, children: [{ key: 4 }, { key: 5 }] }] }, { key: 3 }];
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('checksFromSaved', () => {
  it('shows saved menus (checked + half-checked) with 父子联动 on', () => {
    const checks = checksFromSaved(tree, [1, 2, 4], true);
    expect(checks).toEqual({ checked: [4], halfChecked: [2, 1], linked: true });
  });

  it('shows saved departments (checked only) with 父子联动 on when they are whole', () => {
    expect(checksFromSaved(tree, [4], false)).toEqual({ checked: [4], halfChecked: [2, 1], linked: true });
    expect(sorted(checksFromSaved(tree, [2, 4, 5], false).checked)).toEqual([2, 4, 5]);
  });

  it('turns 父子联动 off when a parent is saved without all its children', () => {
    expect(checksFromSaved(tree, [2], false)).toEqual({ checked: [2], halfChecked: [], linked: false });
    expect(checksFromSaved(tree, [1], true)).toEqual({ checked: [1], halfChecked: [], linked: false });
  });

  it('ignores ids the tree does not have', () => {
    expect(checksFromSaved(tree, [3, 99], true)).toEqual({ checked: [3], halfChecked: [], linked: true });
  });
});

describe('父子联动', () => {
  it('checking a parent checks all below it, and a parent follows its children', () => {
    expect(sorted(conduct(tree, [2]).checked)).toEqual([1, 2, 4, 5]);
    expect(conduct(tree, [5]).halfChecked).toEqual([2, 1]);
    expect(sorted(conduct(tree, [4, 5, 3]).checked)).toEqual([1, 2, 3, 4, 5]);
  });

  it('turning it off keeps the checked boxes and drops the half-checked', () => {
    expect(setLinked(tree, { checked: [4], halfChecked: [2, 1], linked: true }, false)).toEqual({ checked: [4], halfChecked: [], linked: false });
  });

  it('turning it off keeps the half-checked parents checked when they are saved too (menus)', () => {
    expect(setLinked(tree, { checked: [4], halfChecked: [2, 1], linked: true }, false, true)).toEqual({ checked: [1, 2, 4], halfChecked: [], linked: false });
  });

  it('turning it on again gives back the boxes it had, and otherwise checks all below a checked parent', () => {
    const off = setLinked(tree, { checked: [4], halfChecked: [2, 1], linked: true }, false, true);
    expect(setLinked(tree, off, true, true)).toEqual({ checked: [4], halfChecked: [2, 1], linked: true });
    expect(sorted(setLinked(tree, { checked: [2], halfChecked: [], linked: false }, true, true).checked)).toEqual([1, 2, 4, 5]);
  });
});

describe('saved ids', () => {
  it('are in tree order, with the half-checked parents only when asked', () => {
    const checks = { checked: [5, 3], halfChecked: [2, 1], linked: true };
    expect(savedIds(tree, checks, true)).toEqual([1, 2, 5, 3]);
    expect(savedIds(tree, checks, false)).toEqual([5, 3]);
  });

  it('leave out ids the tree does not have, and repeats', () => {
    expect(knownKeys(tree, [4, 99, 4, 1])).toEqual([4, 1]);
  });
});
