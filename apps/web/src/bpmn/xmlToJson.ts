/**
 * The JSON view of a diagram for 预览 JSON, in the shape the reference's x2js produced:
 * elements by local name (repeated ones as arrays), attributes as `_name`, the namespace
 * prefix as `__prefix`, mixed text as `__text`, a text-only element as its text.
 */
type JsonValue = string | JsonObject | JsonValue[];
interface JsonObject {
  [key: string]: JsonValue;
}

function elementToJson(el: Element): JsonValue {
  const out: JsonObject = {};
  const children = Array.from(el.children);
  for (const child of children) {
    const value = elementToJson(child);
    const existing = out[child.localName];
    if (existing === undefined) out[child.localName] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[child.localName] = [existing, value];
  }
  for (const attr of Array.from(el.attributes)) out[`_${attr.name}`] = attr.value;
  const text = children.length ? '' : (el.textContent ?? '').trim();
  if (Object.keys(out).length === 0) return text;
  if (el.prefix) out.__prefix = el.prefix;
  if (text) out.__text = text;
  return out;
}

/** The root element's JSON keyed by its local name, or null when the text is not well-formed XML. */
export function xmlToJson(xml: string): JsonObject | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return null;
  const root = doc.documentElement;
  return { [root.localName]: elementToJson(root) };
}

/** 预览 JSON shows the `definitions` object, indented by four; nothing when there is none. */
export function diagramJson(xml: string): string {
  const definitions = xmlToJson(xml)?.definitions;
  return definitions ? JSON.stringify(definitions, null, 4) : '';
}
