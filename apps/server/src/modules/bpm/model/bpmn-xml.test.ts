import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBpmnXml } from './bpmn-xml.ts';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

describe('checkBpmnXml', () => {
  it('accepts a BPMN 2.0 document with any prefix and lists its processes', async () => {
    expect(await checkBpmnXml(fixture('leave.bpmn'))).toEqual({ ok: true, processes: [{ id: 'oa_leave', name: '请假流程' }] });
    const plain = `<definitions xmlns="${NS}"><collaboration id="c"/><process id="a"/><process id="b" name="乙"/></definitions>`;
    expect(await checkBpmnXml(plain)).toEqual({ ok: true, processes: [{ id: 'a', name: '' }, { id: 'b', name: '乙' }] });
  });

  it('refuses XML that is not well-formed, saying where', async () => {
    expect(await checkBpmnXml(fixture('not-well-formed.bpmn'))).toEqual({ ok: false, reason: '不是格式正确的 XML（第 5 行第 19 列附近）' });
    expect(await checkBpmnXml('hello')).toMatchObject({ ok: false, reason: expect.stringMatching(/^不是格式正确的 XML/) });
    expect((await checkBpmnXml(`<definitions xmlns="${NS}"><process id="a"/></definitions><extra/>`)).ok).toBe(false);
  });

  it('refuses a document that is not BPMN 2.0', async () => {
    expect(await checkBpmnXml('<definitions><process id="a"/></definitions>')).toEqual({
      ok: false,
      reason: `根元素 definitions 不在 BPMN 2.0 命名空间（${NS}）中`,
    });
    expect(await checkBpmnXml('<svg xmlns="http://www.w3.org/2000/svg"/>')).toEqual({ ok: false, reason: '根元素应为 definitions，实际为 svg' });
    // A process must sit directly below definitions.
    expect(await checkBpmnXml(`<definitions xmlns="${NS}"><x><process id="a"/></x></definitions>`)).toEqual({ ok: false, reason: '没有定义流程（bpmn:process）' });
  });

  it('refuses a DOCTYPE, so no entity is ever expanded', async () => {
    const xml = `<!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]><definitions xmlns="${NS}"><process id="a" name="&e;"/></definitions>`;
    expect(await checkBpmnXml(xml)).toEqual({ ok: false, reason: '不允许包含 DOCTYPE 声明' });
  });

  it('refuses nesting deeper than 100 levels, saying where, and accepts 100', async () => {
    const nested = (depth: number) => `<definitions xmlns="${NS}"><process id="p">${'<a>'.repeat(depth - 2)}${'</a>'.repeat(depth - 2)}</process></definitions>`;
    expect(await checkBpmnXml(nested(100))).toEqual({ ok: true, processes: [{ id: 'p', name: '' }] });
    // The 101st element ends at column 378.
    expect(await checkBpmnXml(nested(101))).toEqual({ ok: false, reason: '元素嵌套超过 100 层（第 1 行第 379 列附近）' });
    expect(await checkBpmnXml(nested(40_000))).toEqual({ ok: false, reason: '元素嵌套超过 100 层（第 1 行第 379 列附近）' });
  });

  it('refuses an element with more than 200 attributes, saying where', async () => {
    const attributes = (n: number) => Array.from({ length: n }, (_, i) => `a${i}="${i}"`).join(' ');
    const xml = (n: number) => `<definitions xmlns="${NS}"><process id="p"/><x ${attributes(n)}/></definitions>`;
    expect(await checkBpmnXml(xml(199))).toEqual({ ok: true, processes: [{ id: 'p', name: '' }] });
    // The 201st attribute ends at column 2,075.
    expect(await checkBpmnXml(xml(100_000))).toEqual({ ok: false, reason: '一个元素的属性超过 200 个（第 1 行第 2076 列附近）' });
  });
});
