/**
 * Decides whether text is a BPMN 2.0 document the designer can open, before it is stored:
 * well-formed XML (a strict, namespace-aware parse with saxes, not a pattern match), a root
 * `definitions` element in the BPMN 2.0 model namespace, and at least one `process` below it.
 * A DOCTYPE is refused: BPMN never needs one, and it is the door to entity tricks.
 * Returns the reason in Chinese when the text is refused.
 */
import { SaxesParser } from 'saxes';

export const BPMN_MODEL_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

export interface BpmnProcessInfo {
  id: string;
  name: string;
}

export type BpmnCheck = { ok: true; processes: BpmnProcessInfo[] } | { ok: false; reason: string };

class Refused extends Error {}

export function checkBpmnXml(xml: string): BpmnCheck {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const processes: BpmnProcessInfo[] = [];
  let depth = 0;
  let sawRoot = false;
  parser.on('doctype', () => {
    throw new Refused('不允许包含 DOCTYPE 声明');
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
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.message };
    return { ok: false, reason: `不是格式正确的 XML（第 ${parser.line} 行第 ${parser.column + 1} 列附近）` };
  }
  if (!sawRoot) return { ok: false, reason: '文件中没有 XML 元素' };
  if (processes.length === 0) return { ok: false, reason: '没有定义流程（bpmn:process）' };
  return { ok: true, processes };
}
