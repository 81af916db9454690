/**
 * 邮件模版 (`/system/mail/mail-template`): templates of the mail the platform sends (title and
 * HTML content with `{param}` holes, the account they leave through), and 测试, which sends one.
 */
import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { CommonStatus, mailTemplateApi, Permissions, type MailTemplate, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import LazyRichTextEditor from '../../../../components/rich-text/LazyRichTextEditor';
import { useAccountOptions } from '../useAccountOptions';
import SendMailDialog from './SendMailDialog';
import './mail-template.css';

export default function MailTemplatePage() {
  const accounts = useAccountOptions();
  const [testing, setTesting] = useState<MailTemplate | null>(null);
  const accountMail = (id: number) => accounts.find((a) => a.value === id)?.label ?? id;
  return (
    <ListPage
      api={mailTemplateApi}
      permissions={Permissions.system.mailTemplate}
      noun="邮件模版"
      rowActions={[{ label: '测试', icon: <SendOutlined aria-hidden />, permission: Permissions.system.mailTemplate.sendMail, onClick: setTesting, first: true }]}
      columns={[
        { title: '模板编码', dataIndex: 'code', width: 200, search: { placeholder: '请输入模板编码' } },
        { title: '模板名称', dataIndex: 'name', search: { placeholder: '请输入模板名称' } },
        { title: '模板标题', dataIndex: 'title' },
        { title: '模板内容', dataIndex: 'content' },
        {
          title: '邮箱账号',
          dataIndex: 'accountId',
          width: 200,
          render: (row) => accountMail(row.accountId),
          search: { kind: 'select', options: accounts, placeholder: '请选择邮箱账号' },
        },
        { title: '发送人名称', dataIndex: 'nickname' },
        { title: '开启状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '请选择开启状态' } },
        { title: '备注', dataIndex: 'remark' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 800,
        labelWidth: 100,
        defaults: { status: CommonStatus.ENABLE, content: '' },
        fields: [
          { label: '模板名称', name: 'name' },
          { label: '模板编码', name: 'code' },
          { label: '邮箱账号', name: 'accountId', kind: 'select', options: accounts, placeholder: '请选择邮箱账号' },
          { label: '发送人名称', name: 'nickname' },
          { label: '模板标题', name: 'title', tooltip: '可用 {参数名} 插入参数' },
          { label: '模板内容', name: 'content', required: true, input: <LazyRichTextEditor ariaLabel="模板内容" /> },
          { label: '开启状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '备注', name: 'remark' },
        ],
      }}
    >
      <SendMailDialog template={testing} onClose={() => setTesting(null)} />
    </ListPage>
  );
}
