/**
 * The check state of the role dialogs' trees (menus, departments), kept outside antd's Tree so
 * the dialog knows what to save and can set it from what the server holds. With 父子联动 on,
 * a parent's box follows its children (all → checked, some → half-checked); with it off, every
 * box stands alone and nothing is half-checked.
 */
export interface CheckNode {
  key: number;
  children?: CheckNode[];
}

export interface TreeChecks {
  checked: number[];
  halfChecked: number[];
  /** 父子联动 */
  linked: boolean;
}

export const NO_CHECKS: TreeChecks = { checked: [], halfChecked: [], linked: true };

export function allKeys(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}

export function parentKeys(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((node) => (node.children?.length ? [node.key, ...parentKeys(node.children)] : []));
}

/** Parents' state from the leaves: the leaves in `keys` are checked, every parent follows. */
function fromLeaves(nodes: readonly CheckNode[], keys: ReadonlySet<number>) {
  const checked: number[] = [];
  const halfChecked: number[] = [];
  const visit = (node: CheckNode): 'all' | 'some' | 'none' => {
    if (!node.children?.length) {
      if (!keys.has(node.key)) return 'none';
      checked.push(node.key);
      return 'all';
    }
    const states = node.children.map(visit);
    if (states.every((state) => state === 'all')) {
      checked.push(node.key);
      return 'all';
    }
    if (states.some((state) => state !== 'none')) {
      halfChecked.push(node.key);
      return 'some';
    }
    return 'none';
  };
  nodes.forEach(visit);
  return { checked, halfChecked };
}

/** Checking a parent with 父子联动 on checks all below it; then parents follow their children. */
export function conduct(nodes: readonly CheckNode[], keys: readonly number[]): TreeChecks {
  const wanted = new Set(keys);
  const down = (node: CheckNode, parentChecked: boolean) => {
    const checked = parentChecked || wanted.has(node.key);
    if (checked) wanted.add(node.key);
    node.children?.forEach((child) => down(child, checked));
  };
  nodes.forEach((node) => down(node, false));
  return { ...fromLeaves(nodes, wanted), linked: true };
}

/**
 * The tree as saved. `savedIncludesHalf`: the saved ids hold the half-checked parents too (menus,
 * as the reference saves them) rather than only the checked ones (departments). Saved ids that
 * 父子联动 cannot show as they are (a parent without all of its children, say) open with it
 * off, so that saving again changes nothing the user did not touch.
 */
export function checksFromSaved(nodes: readonly CheckNode[], saved: readonly number[], savedIncludesHalf: boolean): TreeChecks {
  const known = new Set(allKeys(nodes));
  const ids = [...new Set(saved)].filter((id) => known.has(id));
  const linked = fromLeaves(nodes, new Set(ids));
  const shown = new Set(savedIncludesHalf ? [...linked.checked, ...linked.halfChecked] : linked.checked);
  const same = shown.size === ids.length && ids.every((id) => shown.has(id));
  return same ? { ...linked, linked: true } : { checked: ids, halfChecked: [], linked: false };
}

export function setLinked(nodes: readonly CheckNode[], checks: TreeChecks, linked: boolean): TreeChecks {
  return linked ? conduct(nodes, checks.checked) : { checked: checks.checked, halfChecked: [], linked: false };
}
