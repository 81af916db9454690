/** 数据库文档 against a fake server: the HTML shown in a sandboxed frame, and the three downloads. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Permissions, dbDocApi } from '@tenon/contracts';
import { createFakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import DbDocPage from './index';

const HTML = '<!DOCTYPE html><html><body><h2>system_users（用户信息表）</h2></body></html>';
const file = (body: string, type: string) => ({ status: 200, data: new Blob([body], { type }) });

afterEach(() => vi.restoreAllMocks());

describe('数据库文档', () => {
  it('shows the HTML document in a frame that runs no script', async () => {
    renderPage(<DbDocPage />, { server: createFakeServer().on(dbDocApi.exportHtml, file(HTML, 'text/html')), permissions: [Permissions.infra.dbDoc.query] });
    const frame = await screen.findByTitle('数据库文档');
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', HTML));
    expect(frame).toHaveAttribute('sandbox', '');
  });

  it('downloads HTML, Word and Markdown under the reference’s name', async () => {
    const server = createFakeServer()
      .on(dbDocApi.exportHtml, file(HTML, 'text/html'))
      .on(dbDocApi.exportWord, file('PK', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))
      .on(dbDocApi.exportMarkdown, file('# 数据库文档', 'text/markdown'));
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:db-doc');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderPage(<DbDocPage />, { server, permissions: [Permissions.infra.dbDoc.query] });
    for (const label of ['导出 HTML', '导出 Word', '导出 Markdown']) await user.click(await screen.findByRole('button', { name: label }));
    await waitFor(() => expect(downloads).toEqual(['数据库文档.html', '数据库文档.docx', '数据库文档.md']));
    expect(server.received(dbDocApi.exportWord)).toHaveLength(1);
    expect(server.received(dbDocApi.exportMarkdown)).toHaveLength(1);
  });
});
