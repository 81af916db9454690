/**
 * Decides whether text is a BPMN 2.0 document the designer can open, before it is stored:
 * well-formed XML (a strict, namespace-aware parse with saxes, not a pattern match), a root
 * `definitions` element in the BPMN 2.0 model namespace, and at least one `process` below it.
 * A DOCTYPE is refused: BPMN never needs one, and it is the door to entity tricks.
 * Nesting is bounded: saxes resolves each element's namespace prefix by walking every open
 * ancestor, so an unbounded depth makes the check quadratic (120,000 levels blocked the event
 * loop for minutes), while a real diagram nests a few dozen levels at most. Attributes per
 * element are bounded too: saxes resolves them all at once when the tag ends, so one element
 * with 100,000 of them blocked the event loop for most of a second.
 * The text is fed in slices with a turn of the event loop between them: saxes needs up to
 * about a second for a megabyte of attributes, which must not stall every other request.
 * Returns the reason in Chinese when the text is refused.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';

export const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
export const BPMN_MAX_DEPTH = 100;
export const BPMN_MAX_ATTRIBUTES = 200;
/** Characters parsed per turn of the event loop: a few milliseconds even for the slowest input. */
const SLICE = 4 * 1024;

export interface BpmnProcessInfo {
  id: string;
  name: string;
}

export type BpmnCheck = { ok: true; processes: BpmnProcessInfo[] } | { ok: false; reason: string };

class Refused extends Error {}

export async function checkBpmnXml(xml: string): Promise<BpmnCheck> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const processes: BpmnProcessInfo[] = [];
  let depth = 0;
  let attributes = 0;
  let sawRoot = false;
  const where = () => `第 ${parser.line} 行第 ${parser.column + 1} 列附近`;
  parser.on('doctype', () => {
    throw new Refused('不允许包含 DOCTYPE 声明');
  });
  // Before the element's attributes and prefix are resolved, so no walk ever exceeds the bound.
  parser.on('opentagstart', () => {
    if (depth >= BPMN_MAX_DEPTH) throw new Refused(`元素嵌套超过 ${BPMN_MAX_DEPTH} 层（${where()}）`);
    attributes = 0;
  });
  parser.on('attribute', () => {
    if (++attributes > BPMN_MAX_ATTRIBUTES) throw new Refused(`一个元素的属性超过 ${BPMN_MAX_ATTRIBUTES} 个（${where()}）`);
  });
  parser.on('opentag', (tag) => {
    depth++;
    if (depth === 1) {
      sawRoot = true;
      if (tag.local !== 'definitions') throw new Refused(`根元素应为 definitions，实际为 ${tag.name}`);
      if (tag.uri !== BPMN_MODEL_NS) throw new Refused(`根元素 definitions 不在 BPMN 2.0 命名空间（${BPMN_MODEL_NS}）中`);
    } else if (depth === 2 && tag.local === 'process' && tag.uri === BPMN_MODEL_NS) {
      const attr = (n: string) => tag.attributes[n]?.value ?? '';
      processes.push({ id: attr('id'), name: attr('name') });
    }
    if (tag.isSelfClosing) depth--;
  });
  parser.on('closetag', (tag) => {
    if (!tag.isSelfClosing) depth--;
  });
  try {
    for (let at = 0; at < xml.length; at += SLICE) {
      if (at > 0) await nextTurn();
      parser.write(xml.slice(at, at + SLICE));
    }
    parser.close();
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.message };
    return { ok: false, reason: `不是格式正确的 XML（${where()}）` };
  }
  if (!sawRoot) return { ok: false, reason: '文件中没有 XML 元素' };
  if (processes.length === 0) return { ok: false, reason: '没有定义流程（bpmn:process）' };
  return { ok: true, processes };
}
