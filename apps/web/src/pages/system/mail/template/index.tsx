/**
 * 邮件模版 (`/system/mail/mail-template`): templates of the mail the platform sends (title and
 * HTML content with `{param}` holes, the account they leave through), as the contract's
 * `mailTemplateResource` describes them. The screen adds the accounts as choices (by their
 * address) and 测试, which sends one.
 */
import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { mailTemplateResource, Permissions, type MailTemplate } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { useAccountOptions } from '../useAccountOptions';
import SendMailDialog from './SendMailDialog';
import './mail-template.css';

export default function MailTemplatePage() {
  const accounts = useAccountOptions();
  const [testing, setTesting] = useState<MailTemplate | null>(null);
  const accountMail = (id: number) => accounts.find((a) => a.value === id)?.label ?? id;
  return (
    <ResourcePage
      resource={mailTemplateResource}
      render={{ accountId: (row: MailTemplate) => accountMail(row.accountId) }}
      options={{ accountId: accounts }}
      rowActions={[{ label: '测试', icon: <SendOutlined aria-hidden />, permission: Permissions.system.mailTemplate.sendMail, onClick: setTesting, first: true }]}
      form={{ width: 800, labelWidth: 100 }}
    >
      <SendMailDialog template={testing} onClose={() => setTesting(null)} />
    </ResourcePage>
  );
}
