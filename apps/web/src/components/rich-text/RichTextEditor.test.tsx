/** The editor's image, link and table buttons, as a writer uses them, through the HTML it hands the form. */
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fileApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../test/fakeServer';
import { renderWithProviders } from '../../test/render';
import RichTextEditor from './RichTextEditor';

// ProseMirror measures the page to keep the caret in view and to map clicks; jsdom lays nothing out.
beforeAll(() => {
  const none = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  const rect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype]) {
    proto.getClientRects ??= none;
    proto.getBoundingClientRect ??= rect;
  }
  document.elementFromPoint ??= () => null;
});

const IMAGE_URL = 'http://localhost:48080/tri-real-api/admin-api/infra/file/1/get/5f1e.png';

function Field({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} ariaLabel="公告内容" />
      <output aria-label="HTML">{html}</output>
    </>
  );
}
const html = () => screen.getByLabelText('HTML').textContent ?? '';
const open = (initial?: string) => {
  renderWithProviders(<Field initial={initial} />);
  return userEvent.setup({ delay: null });
};

describe('the rich-text editor', () => {
  it('uploads a picked image through the file service and inserts it by its URL', async () => {
    const server = createFakeServer().on(fileApi.upload, ok(IMAGE_URL));
    const user = open('<p>正文</p>');
    await user.upload(screen.getByTestId('rich-text-image-input'), new File(['png'], 'chart.png', { type: 'image/png' }));
    await waitFor(() => expect(html()).toContain(`<img src="${IMAGE_URL}" alt="chart.png">`));
    expect(([...(server.received(fileApi.upload)[0]!.body as FormData).keys()])).toEqual(['file']);
  });

  it('adds a link to the selected text, edits it, and removes it', async () => {
    const user = open('<p>官网</p>');
    await user.click(screen.getByRole('textbox', { name: '公告内容' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '链接' }));
    const dialog = await screen.findByRole('dialog', { name: '插入链接' });
    await user.type(within(dialog).getByRole('textbox'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请输入 http(s)://、mailto: 或 / 开头的地址')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'https://example.com');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(html()).toMatch(/<a [^>]*href="https:\/\/example\.com"[^>]*>官网<\/a>/));

    // The caret back inside the link: 链接 edits it.
    await user.click(screen.getByRole('textbox', { name: '公告内容' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '链接' }));
    const editing = (await screen.findByText('编辑链接')).closest<HTMLElement>('[role="dialog"]')!;
    await waitFor(() => expect(within(editing).getByRole('textbox')).toHaveValue('https://example.com'));
    await user.clear(within(editing).getByRole('textbox'));
    await user.type(within(editing).getByRole('textbox'), 'https://example.org/a');
    await user.click(within(editing).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(html()).toContain('href="https://example.org/a"'));

    await user.click(screen.getByRole('textbox', { name: '公告内容' }));
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '移除链接' }));
    await waitFor(() => expect(html()).toBe('<p>官网</p>'));
  });

  it('inserts a table, adds a row and a column, and removes them again', async () => {
    const user = open('<p>表格：</p>');
    expect(screen.getByRole('button', { name: '表格操作' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: '公告内容' }));
    await user.click(screen.getByRole('button', { name: '插入表格' }));
    await waitFor(() => expect(html()).toContain('<table'));
    const rows = () => (html().match(/<tr>/g) ?? []).length;
    const columns = () => (html().split('</tr>')[0]!.match(/<t[hd][ >]/g) ?? []).length;
    expect([rows(), columns()], html()).toEqual([3, 3]);
    const tableAction = async (name: string) => {
      await user.click(screen.getByRole('button', { name: '表格操作' }));
      await user.click(await screen.findByRole('menuitem', { name }));
    };
    await tableAction('在下方插入行');
    await waitFor(() => expect(rows()).toBe(4));
    await tableAction('在右侧插入列');
    await waitFor(() => expect(columns()).toBe(4));
    await tableAction('删除行');
    await waitFor(() => expect(rows()).toBe(3));
    await tableAction('删除列');
    await waitFor(() => expect(columns()).toBe(3));
    await tableAction('删除表格');
    await waitFor(() => expect(html()).not.toContain('<table'));
  });
});
