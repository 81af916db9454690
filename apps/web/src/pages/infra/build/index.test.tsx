/**
 * 表单构建: a form built with the process form designer, exported as the JSON a 流程表单
 * stores and as antd code, copied and downloaded; nothing is sent to the server.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions } from '@tenon/contracts';
import { createFakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import InfraBuildPage from './index';

const palette = () => within(screen.getByRole('navigation', { name: '组件' }));
const toolbar = () => within(screen.getByRole('region', { name: '表单画布区' }));

/** Each download's file name and text, as the browser would save it. */
function captureDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    last = blob as Blob;
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

const open = () => renderPage(<InfraBuildPage />, { server: createFakeServer(), permissions: [Permissions.infra.build.list] });

describe('表单构建', () => {
  it('exports the form JSON as a 流程表单 stores it', async () => {
    const { user } = open();
    const saved = captureDownloads();
    await user.click(toolbar().getByRole('button', { name: '导出 JSON' }));
    expect(await screen.findByText('请先从左侧添加表单组件')).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.click(palette().getByRole('button', { name: '单行文本' }));
    await user.click(palette().getByRole('button', { name: '下拉选择' }));
    await user.click(toolbar().getByRole('button', { name: '导出 JSON' }));
    expect(saved.map((s) => s.name)).toEqual(['form.json']);
    const stored = JSON.parse(await saved[0]!.blob.text()) as { conf: string; fields: string[] };
    expect(JSON.parse(stored.conf)).toMatchObject({ form: { labelPosition: 'right' }, submitBtn: { show: true, innerText: '提交' } });
    const fields = stored.fields.map((f) => JSON.parse(f) as { type: string; field: string; title: string; options?: unknown[] });
    expect(fields.map((f) => [f.type, f.field, f.title])).toEqual([
      ['input', 'input1', '单行文本'],
      ['select', 'select1', '下拉选择'],
    ]);
    expect(fields[1]!.options).toEqual([
      { label: '选项1', value: 1 },
      { label: '选项2', value: 2 },
    ]);
  });

  it('generates the antd code, copies it and downloads it under the file name given', async () => {
    const { user } = open();
    const saved = captureDownloads();
    await user.click(palette().getByRole('button', { name: '单选框' }));
    await user.click(toolbar().getByRole('button', { name: '生成代码' }));
    const dialog = within(await screen.findByRole('dialog', { name: '生成代码' }));
    const code = dialog.getByLabelText('表单代码').textContent!;
    expect(code).toContain('export default function GeneratedForm(');
    expect(code).toContain('<Form.Item label="单选框" name="radio1">');
    expect(code).toContain('<Radio.Group options={[{ label: "选项1", value: 1 }, { label: "选项2", value: 2 }]} />');

    await user.click(dialog.getByRole('button', { name: /复制代码/ }));
    expect(await screen.findByText('代码已复制到剪贴板')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(code);

    await user.clear(dialog.getByLabelText('文件名'));
    await user.type(dialog.getByLabelText('文件名'), 'leave-form');
    expect(dialog.getByLabelText('表单代码').textContent).toContain('export default function LeaveForm(');
    await user.click(dialog.getByRole('button', { name: /下载文件/ }));
    expect(saved.map((s) => s.name)).toEqual(['leave-form.tsx']);
    expect(await saved[0]!.blob.text()).toContain('export default function LeaveForm(');
  });

  it('refuses to export a choice whose two options share a value, and points at the field', async () => {
    const { user } = open();
    await user.click(palette().getByRole('button', { name: '下拉选择' }));
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    await user.click(screen.getByRole('button', { name: '下拉选择（下拉选择）' }));
    const settings = within(screen.getByRole('complementary', { name: '配置' }));
    await user.tripleClick(settings.getByLabelText('选项2的值'));
    await user.paste('1');
    await user.click(palette().getByRole('button', { name: '单行文本' }));
    await user.click(toolbar().getByRole('button', { name: '复制代码' }));
    expect(await screen.findByText('「下拉选择」：选项值不能重复')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下拉选择（下拉选择）' })).toHaveAttribute('aria-pressed', 'true');
  });
});
