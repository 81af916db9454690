/** 文件配置 against a fake server: what the screen adds to the kit (settings by storage, the write-only secret, 主配置, 测试). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FileStorage, Permissions, fileConfigApi, type FileConfig } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import FileConfigPage from './index';

const at = new Date(2026, 0, 5, 9, 30, 0).getTime();
const local: FileConfig = { id: 1, name: '本地磁盘（默认）', storage: FileStorage.LOCAL, master: true, remark: '', config: { basePath: 'uploads' }, createTime: at };
const s3: FileConfig = {
  id: 2,
  name: 'S3 存储',
  storage: FileStorage.S3,
  master: false,
  remark: '备用',
  config: { endpoint: 'http://127.0.0.1:9000', bucket: 'files', accessKey: 'AK', pathStyle: true },
  createTime: at,
};
const dicts = [
  dictEntry('infra_file_storage', '1', '数据库'),
  dictEntry('infra_file_storage', '10', '本地磁盘'),
  dictEntry('infra_file_storage', '11', 'FTP 服务器'),
  dictEntry('infra_file_storage', '12', 'SFTP 服务器'),
  dictEntry('infra_file_storage', '20', 'S3 对象存储'),
];
const serverWith = () => createFakeServer().on(fileConfigApi.page, ok({ list: [s3, local], total: 2 }));
const openPage = (server: FakeServer) => renderPage(<FileConfigPage />, { server, permissions: Object.values(Permissions.infra.fileConfig), dicts });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('文件配置', () => {
  it('shows the master as a switch that is on, and moves it on turning another on', async () => {
    const server = serverWith().on(fileConfigApi.updateMaster, ok(true));
    const { user } = openPage(server);
    await screen.findByText('S3 存储');
    const masterSwitch = screen.getByRole('switch', { name: '本地磁盘（默认）是否主配置' });
    expect(masterSwitch).toBeChecked();
    expect(masterSwitch).toBeDisabled();
    await user.click(screen.getByRole('switch', { name: 'S3 存储是否主配置' }));
    expect(await screen.findByText('是否确认修改配置编号为"2"的数据项为主配置?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.received(fileConfigApi.updateMaster)).toHaveLength(1));
    expect(server.received(fileConfigApi.updateMaster)[0]!.search).toBe('id=2');
  });

  it('asks for the chosen storage’s settings and sends them as config', async () => {
    const server = serverWith().on(fileConfigApi.create, ok(3));
    const { user } = openPage(server);
    await screen.findByText('S3 存储');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    // 本地磁盘 first: its base path, no S3 settings.
    expect(within(dialog).getByPlaceholderText('请输入基础路径（相对路径在数据目录下）')).toBeInTheDocument();
    expect(within(dialog).queryByPlaceholderText('请输入 bucket')).toBeNull();
    await user.type(within(dialog).getByPlaceholderText('请输入配置名'), 'MinIO');
    await user.click(within(dialog).getByRole('combobox', { name: '存储器' }));
    await user.click((await screen.findAllByTitle('S3 对象存储')).find((e) => e.classList.contains('ant-select-item-option'))!);
    await user.type(await within(dialog).findByPlaceholderText('请输入节点地址，如 https://s3.cn-north-1.amazonaws.com.cn'), 'http://127.0.0.1:9000');
    await user.type(within(dialog).getByPlaceholderText('请输入 bucket'), 'files');
    await user.type(within(dialog).getByPlaceholderText('请输入 accessKey'), 'AK');
    await user.type(within(dialog).getByPlaceholderText('请输入 accessSecret（修改时留空则保持不变）'), 'SK');
    expect(within(dialog).queryByPlaceholderText('请输入基础路径（相对路径在数据目录下）')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.received(fileConfigApi.create)).toHaveLength(1));
    expect(server.received(fileConfigApi.create)[0]!.body).toEqual({
      name: 'MinIO',
      storage: FileStorage.S3,
      remark: '',
      config: { domain: '', endpoint: 'http://127.0.0.1:9000', bucket: 'files', accessKey: 'AK', accessSecret: 'SK', pathStyle: true },
    });
  });

  it('edits without showing the secret, and sends none when it is left empty', async () => {
    const server = serverWith().on(fileConfigApi.get, ok(s3)).on(fileConfigApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('S3 存储');
    await user.click(within(rowOf('S3 存储')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByPlaceholderText('请输入 bucket')).toHaveValue('files'));
    expect(within(dialog).getByPlaceholderText('请输入 accessSecret（修改时留空则保持不变）')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.received(fileConfigApi.update)).toHaveLength(1));
    const body = server.received(fileConfigApi.update)[0]!.body as { id: number; config: Record<string, unknown> };
    expect(body.id).toBe(2);
    expect(body.config).toEqual({ domain: '', endpoint: 'http://127.0.0.1:9000', bucket: 'files', accessKey: 'AK', pathStyle: true });
  });

  it('测试 shows the URL the test upload is read at', async () => {
    const url = 'http://localhost:48080/tri-real-api/admin-api/infra/file/2/get/test-1.png';
    const server = serverWith().on(fileConfigApi.test, ok(url));
    const { user } = openPage(server);
    await screen.findByText('S3 存储');
    await user.click(within(rowOf('S3 存储')).getByRole('button', { name: /测试/ }));
    expect((await screen.findAllByText('测试上传成功')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: url })[0]).toHaveAttribute('href', url);
    expect(server.received(fileConfigApi.test)).toHaveLength(1);
  });
});
