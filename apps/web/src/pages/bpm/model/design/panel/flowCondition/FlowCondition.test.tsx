/** 流转条件 on a real Modeler: the type read from the XML, the switching rules, conditions, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import SECTIONS_BPMN from '../testing/fixtures/sections.bpmn?raw';
import { elementXml, openingTag, renderSection } from '../testing/panelHarness';

const setup = (elementId: string) => renderSection(SECTIONS_BPMN, elementId, '流转条件');

describe('属性面板 · 流转条件', () => {
  it('reads the default and the normal flow from the XML', async () => {
    const { chosen, select, openSection } = await setup('f_default');
    expect(chosen('流转类型')).toBe('默认流转路径');
    await select('f_normal');
    await openSection('流转条件');
    expect(chosen('流转类型')).toBe('普通流转路径');
  });

  it('reads an expression condition and an external script condition from the XML', async () => {
    const { chosen, select, openSection } = await setup('f_expr');
    expect(chosen('流转类型')).toBe('条件流转路径');
    expect(chosen('条件格式')).toBe('表达式');
    expect(screen.getByRole('textbox', { name: '表达式' })).toHaveValue('${amount > 1000}');
    await select('f_script');
    await openSection('流转条件');
    expect(chosen('条件格式')).toBe('脚本');
    expect(screen.getByLabelText('脚本语言')).toHaveValue('groovy');
    expect(chosen('脚本类型')).toBe('外部脚本');
    expect(screen.getByLabelText('资源地址')).toHaveValue('deployment://check.groovy');
  });

  it('is not offered on a flow leaving the start event', async () => {
    const { select } = await setup('f_normal');
    await select('f_start');
    expect(screen.queryByRole('tab', { name: /流转条件/ })).not.toBeInTheDocument();
  });

  it('normal → condition creates an empty condition; the expression is then written; undo goes back step by step', async () => {
    const { user, xml, undo, choose, chosen, designer, fill } = await setup('f_normal');
    await choose('流转类型', '条件流转路径');
    expect(elementXml(await xml(), 'f_normal')).toContain('<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" />');
    expect(chosen('条件格式')).toBe('表达式');
    await fill(screen.getByRole('textbox', { name: '表达式' }), '${amount <= 1000}');
    await user.keyboard('{Enter}');
    expect(elementXml(await xml(), 'f_normal')).toContain(
      '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">${amount &lt;= 1000}</bpmn2:conditionExpression>',
    );
    await undo();
    await waitFor(() => expect(screen.getByRole('textbox', { name: '表达式' })).toHaveValue(''));
    await undo();
    await waitFor(() => expect(chosen('流转类型')).toBe('普通流转路径'));
    expect(elementXml(await xml(), 'f_normal')).not.toContain('conditionExpression');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('condition → default clears the condition and moves the source’s default here, in one step', async () => {
    const { xml, undo, choose, chosen, select, openSection, designer } = await setup('f_expr');
    await choose('流转类型', '默认流转路径');
    let exported = await xml();
    expect(openingTag(exported, 'gateway')).toContain('default="f_expr"');
    expect(elementXml(exported, 'f_expr')).not.toContain('conditionExpression');
    await select('f_default');
    await openSection('流转条件');
    expect(chosen('流转类型')).toBe('普通流转路径');

    await undo();
    await waitFor(() => expect(chosen('流转类型')).toBe('默认流转路径'));
    exported = await xml();
    expect(openingTag(exported, 'gateway')).toContain('default="f_default"');
    expect(elementXml(exported, 'f_expr')).toContain('${amount &gt; 1000}');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('default → normal clears the default mark; default → condition clears it too', async () => {
    const { xml, undo, choose, chosen } = await setup('f_default');
    await choose('流转类型', '普通流转路径');
    expect(openingTag(await xml(), 'gateway')).not.toContain('default=');
    await undo();
    await waitFor(() => expect(chosen('流转类型')).toBe('默认流转路径'));

    await choose('流转类型', '条件流转路径');
    const exported = await xml();
    expect(openingTag(exported, 'gateway')).not.toContain('default=');
    expect(elementXml(exported, 'f_default')).toContain('<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" />');
    expect(chosen('流转类型')).toBe('条件流转路径');
  });

  it('script conditions: external → inline drops the resource, inline keeps language and body; back to 表达式 drops the language', async () => {
    const { user, xml, choose, chosen, undo, fill } = await setup('f_script');
    await choose('脚本类型', '内联脚本');
    expect(elementXml(await xml(), 'f_script')).toContain('<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="groovy" />');
    await fill(screen.getByLabelText('脚本'), 'amount > 10');
    await fill(screen.getByLabelText('脚本语言'), 'javascript');
    await user.tab();
    expect(elementXml(await xml(), 'f_script')).toContain(
      '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="javascript">amount &gt; 10</bpmn2:conditionExpression>',
    );

    await choose('条件格式', '表达式');
    expect(elementXml(await xml(), 'f_script')).toContain('<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression">amount &gt; 10</bpmn2:conditionExpression>');
    expect(screen.getByRole('textbox', { name: '表达式' })).toHaveValue('amount > 10');
    await undo();
    await waitFor(() => expect(chosen('条件格式')).toBe('脚本'));
    expect(screen.getByLabelText('脚本语言')).toHaveValue('javascript');
  });

  it('an expression flow switched to 脚本 becomes a script once a language is given; 外部脚本 writes the resource', async () => {
    const { user, xml, choose, fill } = await setup('f_expr');
    await choose('条件格式', '脚本');
    await fill(screen.getByLabelText('脚本语言'), 'groovy');
    await user.tab();
    await choose('脚本类型', '外部脚本');
    await fill(screen.getByLabelText('资源地址'), 'deployment://big.groovy');
    await user.tab();
    expect(elementXml(await xml(), 'f_expr')).toContain(
      '<bpmn2:conditionExpression xsi:type="bpmn2:tFormalExpression" language="groovy" camunda:resource="deployment://big.groovy" />',
    );
  });
});
