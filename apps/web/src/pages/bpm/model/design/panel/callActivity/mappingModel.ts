/**
 * A call activity's variable mappings as the engine reads them (`mappingsOf` in the server's
 * graph.ts): `camunda:In` copies into the called process when it starts, `camunda:Out` back
 * when it ends; each from a variable (source), an expression (sourceExpression), or every
 * variable (variables="all"), to `target`.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { ModdleElement } from '../shared/types';
import { createModdle } from '../shared/moddle';

export type MappingDirection = 'in' | 'out';
export type MappingType = 'source' | 'sourceExpression' | 'all';

export const MAPPING_DIRECTIONS: Record<MappingDirection, { moddleType: string; title: string }> = {
  in: { moddleType: 'camunda:In', title: '输入变量' },
  out: { moddleType: 'camunda:Out', title: '输出变量' },
};

export const MAPPING_TYPES: { value: MappingType; label: string }[] = [
  { value: 'source', label: '变量' },
  { value: 'sourceExpression', label: '表达式' },
  { value: 'all', label: '全部变量' },
];

export interface MappingValues {
  mappingType?: MappingType;
  source?: string;
  target?: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export function mappingTypeOf(mapping: ModdleElement): MappingType {
  if (mapping.variables === 'all') return 'all';
  return str(mapping.sourceExpression) !== undefined ? 'sourceExpression' : 'source';
}

export function readMapping(mapping: ModdleElement): MappingValues {
  const mappingType = mappingTypeOf(mapping);
  if (mappingType === 'all') return { mappingType };
  return { mappingType, source: str(mapping[mappingType]), target: str(mapping.target) };
}

export function buildMapping(modeler: Modeler, direction: MappingDirection, values: MappingValues): ModdleElement {
  const attrs: Record<string, unknown> =
    values.mappingType === 'all'
      ? { variables: 'all' }
      : { [values.mappingType ?? 'source']: values.source?.trim(), target: values.target?.trim() };
  return createModdle(modeler, MAPPING_DIRECTIONS[direction].moddleType, attrs);
}

/** What the table shows in 来源. */
export function sourceText(mapping: ModdleElement): string {
  const type = mappingTypeOf(mapping);
  return type === 'all' ? '全部变量' : (str(mapping[type]) ?? '');
}
