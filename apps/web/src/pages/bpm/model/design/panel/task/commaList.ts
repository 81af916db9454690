/** Camunda keeps candidate users and groups as one comma-joined attribute. */

/** `a, b,,a` → `a,b`; nothing → undefined, so the attribute is removed. */
export function joinList(values: string[]): string | undefined {
  const unique = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return unique.length ? unique.join(',') : undefined;
}

export function splitList(value: unknown): string[] {
  return typeof value === 'string' && value ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
}
