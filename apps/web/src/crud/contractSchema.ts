/**
 * Facts about one field read from an endpoint's TypeBox schema, so a screen does not repeat
 * what its contract says: whether the body requires it, its longest length, and what type a
 * dictionary entry (always a string on the wire) must become to fit it.
 */
import type { Endpoint } from '@tenon/contracts';

interface FieldSchema {
  type?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

interface ObjectSchema {
  properties?: Record<string, FieldSchema>;
  required?: string[];
}

const objectOf = (endpoint: Endpoint | undefined, part: 'query' | 'body') => endpoint?.[part] as ObjectSchema | undefined;

export function fieldSchema(endpoint: Endpoint | undefined, part: 'query' | 'body', name: string): FieldSchema {
  return objectOf(endpoint, part)?.properties?.[name] ?? {};
}

export function isRequiredField(endpoint: Endpoint | undefined, name: string): boolean {
  return objectOf(endpoint, 'body')?.required?.includes(name) ?? false;
}

/** A dictionary value as the field's type: `'1'` is 1 for an integer field, `'true'` true for a boolean. */
export function dictValueConverter(field: FieldSchema): (value: string) => string | number | boolean {
  if (field.type === 'integer' || field.type === 'number') return Number;
  if (field.type === 'boolean') return (value) => value === 'true';
  return (value) => value;
}
