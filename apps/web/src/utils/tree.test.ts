import { describe, expect, it } from 'vitest';
import { buildTree, treeIds } from './tree';

describe('buildTree', () => {
  it('nests rows under their parents in list order', () => {
    const tree = buildTree([
      { id: 1, parentId: 0, name: 'a' },
      { id: 2, parentId: 1, name: 'b' },
      { id: 3, parentId: 1, name: 'c' },
      { id: 4, parentId: 2, name: 'd' },
    ]);
    expect(tree).toEqual([
      { id: 1, parentId: 0, name: 'a', children: [{ id: 2, parentId: 1, name: 'b', children: [{ id: 4, parentId: 2, name: 'd' }] }, { id: 3, parentId: 1, name: 'c' }] },
    ]);
    expect(treeIds(tree)).toEqual([1, 2, 4, 3]);
  });

  it('keeps a row whose parent is missing (a filtered list) as a root', () => {
    expect(buildTree([{ id: 5, parentId: 9 }, { id: 6, parentId: 5 }])).toEqual([{ id: 5, parentId: 9, children: [{ id: 6, parentId: 5 }] }]);
  });
});
