/** 邮件模版 against a fake server: the list with account addresses, 测试 with the template's parameters. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mailAccountApi, mailTemplateApi, Permissions, type MailTemplate } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { renderPage } from '../../../../test/renderPage';
import MailTemplatePage from './index';

const P = Permissions.system.mailTemplate;
const template = (id: number, fields: Partial<MailTemplate> = {}): MailTemplate => ({
  id,
  name: `模板${id}`,
  code: `code-${id}`,
  accountId: 7,
  nickname: '榫卯',
  title: '你好 {name}',
  content: '<p>验证码 {code}</p>',
  params: ['name', 'code'],
  status: 0,
  remark: '',
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const serverWith = () =>
  createFakeServer()
    .on(mailTemplateApi.page, ok({ list: [template(1)], total: 1 }))
    .on(mailAccountApi.listAllSimple, ok([{ id: 7, mail: 'noreply@tenon.test' }]));
const openPage = (server: FakeServer, permissions = Object.values(P)) => renderPage(<MailTemplatePage />, { server, permissions });

describe('邮件模版', () => {
  it('shows the account by its address', async () => {
    openPage(serverWith());
    const row = (await screen.findByText('code-1')).closest('tr')!;
    expect(await within(row).findByText('noreply@tenon.test')).toBeInTheDocument();
  });

  it('测试 asks for the address and each parameter, sends them and tells the log number', async () => {
    const server = serverWith().on(mailTemplateApi.sendMail, ok(42));
    const { user } = openPage(server);
    const row = (await screen.findByText('code-1')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /测试/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('测试发送邮件');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('邮箱不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('参数 code 不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入收件邮箱'), 'reader@example.com');
    await user.type(within(dialog).getByPlaceholderText('请输入 name 参数'), '张三');
    await user.type(within(dialog).getByPlaceholderText('请输入 code 参数'), '8848');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('提交发送成功！发送结果，见发送日志编号：42')).toBeInTheDocument();
    expect(server.received(mailTemplateApi.sendMail)[0]!.body).toEqual({ mail: 'reader@example.com', templateCode: 'code-1', templateParams: { name: '张三', code: '8848' } });
  });

  it('shows no 测试 to a user without the send permission', async () => {
    openPage(serverWith(), [P.query]);
    await screen.findByText('code-1');
    expect(screen.queryByRole('button', { name: /测试/ })).not.toBeInTheDocument();
  });
});
