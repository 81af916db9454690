/**
 * Facts about one field read from an endpoint's TypeBox schema, so a screen does not repeat
 * what its contract says: whether the body requires it, its longest length, and what type a
 * dictionary entry (always a string on the wire) must become to fit it; the same of a field of
 * a `rows` field's rows.
 */
import type { Endpoint } from '@tenon/contracts';

export interface FieldSchema {
  type?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  /** An array's most items (a `rows` field's rows). */
  maxItems?: number;
}

export interface ObjectSchema {
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

/** One row of a body field that is an array of rows (a `rows` field): its fields and which it requires. */
export function rowSchema(endpoint: Endpoint | undefined, name: string): ObjectSchema {
  return (fieldSchema(endpoint, 'body', name) as { items?: ObjectSchema }).items ?? {};
}

/** A dictionary value as the field's type: `'1'` is 1 for an integer field, `'true'` true for a boolean. */
export function dictValueConverter(field: FieldSchema): (value: string) => string | number | boolean {
  if (field.type === 'integer' || field.type === 'number') return Number;
  if (field.type === 'boolean') return (value) => value === 'true';
  return (value) => value;
}
