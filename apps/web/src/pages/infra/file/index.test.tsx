/** 文件列表 against a fake server: thumbnails, readable sizes, 复制链接 and 上传文件. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, fileApi, type InfraFile } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import FilePage, { readableSize } from './index';

const base = 'http://localhost:48080/tri-real-api/admin-api/infra/file/1/get/';
const at = new Date(2026, 0, 5, 9, 30, 0).getTime();
const picture: InfraFile = { id: 1, configId: 1, path: 'a1.png', name: 'logo.png', url: `${base}a1.png`, type: 'image/png', size: 2048, createTime: at };
const sheet: InfraFile = { id: 2, configId: 1, path: 'b2.xlsx', name: '报表.xlsx', url: `${base}b2.xlsx`, type: 'application/zip', size: 3 * 1024 * 1024, createTime: at };
const serverWith = () => createFakeServer().on(fileApi.page, ok({ list: [picture, sheet], total: 2 }));
const openPage = (server: FakeServer) => renderPage(<FilePage />, { server, permissions: Object.values(Permissions.infra.file) });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('文件列表', () => {
  it('shows an image as a thumbnail, another file as a download link, and sizes as people read them', async () => {
    openPage(serverWith());
    await screen.findByText('logo.png');
    expect(within(rowOf('logo.png')).getByRole('img', { name: 'logo.png' })).toHaveAttribute('src', picture.url);
    expect(within(rowOf('logo.png')).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(rowOf('报表.xlsx')).getByRole('link', { name: '下载' })).toHaveAttribute('href', sheet.url);
    expect(within(rowOf('报表.xlsx')).getByText('3.0 MB')).toBeInTheDocument();
    expect(readableSize(512)).toBe('512 B');
  });

  it('copies a file’s URL with 复制链接', async () => {
    const { user } = openPage(serverWith());
    await screen.findByText('logo.png');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(rowOf('logo.png')).getByRole('button', { name: /复制链接/ }));
    expect(writeText).toHaveBeenCalledWith(picture.url);
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('uploads a dropped file from 上传文件 and reloads the list', async () => {
    const server = serverWith().on(fileApi.upload, ok(`${base}c3.png`));
    const { user } = openPage(server);
    await screen.findByText('logo.png');
    await user.click(screen.getByRole('button', { name: /上传文件/ }));
    const dialog = await screen.findByRole('dialog');
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, new File(['png'], 'new.png', { type: 'image/png' }));
    await waitFor(() => expect(server.received(fileApi.upload)).toHaveLength(1));
    expect(((server.received(fileApi.upload)[0]!.body as FormData).get('file') as File).name).toBe('new.png');
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(server.received(fileApi.page).length).toBeGreaterThan(1));
  });
});
