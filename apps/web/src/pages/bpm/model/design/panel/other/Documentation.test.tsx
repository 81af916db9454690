/** 其他 · 元素文档 on a real Modeler: what the XML gets, removal, undo. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import SECTIONS_BPMN from '../testing/fixtures/sections.bpmn?raw';
import { elementXml, renderSection } from '../testing/panelHarness';

const setup = (elementId: string) => renderSection(SECTIONS_BPMN, elementId, '其他');

describe('属性面板 · 其他', () => {
  it('rewrites the documentation on blur in one undo step, and shows the old text after undo', async () => {
    const { user, xml, undo, designer, fill } = await setup('approve');
    const field = screen.getByLabelText('元素文档');
    expect(field).toHaveValue('经理审核采购单');
    await fill(field, '经理核对金额\n并签字');
    expect(elementXml(await xml(), 'approve')).toContain('经理审核采购单');
    await user.tab();
    expect(elementXml(await xml(), 'approve')).toContain('<bpmn2:documentation>经理核对金额\n并签字</bpmn2:documentation>');
    await undo();
    await waitFor(() => expect(screen.getByLabelText('元素文档')).toHaveValue('经理审核采购单'));
    expect(elementXml(await xml(), 'approve')).toContain('<bpmn2:documentation>经理审核采购单</bpmn2:documentation>');
    expect(designer.getSnapshot().canUndo).toBe(false);
  });

  it('adds documentation to an element without any, and removes it when emptied', async () => {
    const { user, xml, select, openSection, fill } = await setup('calc');
    await fill(screen.getByLabelText('元素文档'), '翻倍计算');
    await user.tab();
    expect(elementXml(await xml(), 'calc')).toContain('<bpmn2:documentation>翻倍计算</bpmn2:documentation>');

    await select('approve');
    await openSection('其他');
    await user.clear(screen.getByLabelText('元素文档'));
    await user.tab();
    expect(elementXml(await xml(), 'approve')).not.toContain('documentation');
  });
});
