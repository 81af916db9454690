/** 邮件记录 against a fake server: the list with the send status, and 详细 with the attempts and the failure. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mailAccountApi, mailLogApi, Permissions, type MailLog } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import MailLogPage from './index';

const log = (id: number, fields: Partial<MailLog> = {}): MailLog => ({
  id,
  userId: 1,
  userType: 2,
  toMail: `to${id}@example.com`,
  accountId: 7,
  fromMail: 'noreply@tenon.test',
  templateId: 3,
  templateCode: 'test',
  templateNickname: '榫卯',
  templateTitle: `标题${id}`,
  templateContent: '<p>内容</p>',
  templateParams: { name: '张三' },
  sendStatus: 10,
  sendTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  attempts: 1,
  sendMessageId: '<abc@tenon>',
  sendException: '',
  createTime: new Date(2024, 4, 6, 9, 30, 4).getTime(),
  ...fields,
});
const dicts = [
  ...COMMON_STATUS,
  dictEntry('system_mail_send_status', '10', '发送成功', 'success'),
  dictEntry('system_mail_send_status', '20', '发送失败', 'danger'),
  dictEntry('user_type', '2', '管理员'),
];
const server = () =>
  createFakeServer()
    .on(mailLogApi.page, ok({ list: [log(1), log(2, { sendStatus: 20, attempts: 3, sendException: '第 3 次发送失败：Invalid login' })], total: 2 }))
    .on(mailAccountApi.listAllSimple, ok([{ id: 7, mail: 'noreply@tenon.test' }]));

describe('邮件记录', () => {
  it('shows each mail with its status, filters by status, and 详细 shows the failure', async () => {
    const { user, server: s } = renderPage(<MailLogPage />, { server: server(), permissions: [Permissions.system.mailLog.query], dicts });
    const row = (await screen.findByText('to2@example.com')).closest('tr')!;
    expect(within(row).getByText('发送失败')).toBeInTheDocument();
    expect(within((await screen.findByText('to1@example.com')).closest('tr')!).getByText('发送成功')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /详细/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('邮件日志详细');
    expect(dialog).toHaveTextContent('第 3 次发送失败：Invalid login');
    expect(dialog).toHaveTextContent('发送次数3');
    expect(dialog).toHaveTextContent('榫卯 <noreply@tenon.test>');
    await user.click(within(dialog).getAllByRole('button', { name: /关\s*闭|Close/ })[0]!);
    await user.click(screen.getByRole('combobox', { name: '发送状态' }));
    await user.click(await screen.findByTitle('发送成功'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(s.received(mailLogApi.page).at(-1)!.search)).toBe('sendStatus=10&pageNo=1&pageSize=20'));
  });
});
