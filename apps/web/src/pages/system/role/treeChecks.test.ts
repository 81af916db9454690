import { describe, expect, it } from 'vitest';
import { checksFromSaved, conduct, setLinked } from './treeChecks';

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
});
