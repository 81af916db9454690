/**
 * 短信模板 (`/system/sms/sms-template`): the texts the platform sends (content with `{param}`
 * holes, the provider's template id, the channel), as the contract's `smsTemplateResource`
 * describes them. The screen adds the channels as choices, the channel column drawn by its code,
 * and 测试, which sends one.
 */
import { useState } from 'react';
import { SendOutlined } from '@ant-design/icons';
import { Dicts, Permissions, smsTemplateResource, type SmsTemplate } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import DictTag from '../../../../dict/DictTag';
import { useChannelOptions } from '../useChannelOptions';
import SendSmsDialog from './SendSmsDialog';

const channelTag = (row: SmsTemplate) => <DictTag type={Dicts.systemSmsChannelCode} value={row.channelCode} />;

export default function SmsTemplatePage() {
  const channels = useChannelOptions();
  const [testing, setTesting] = useState<SmsTemplate | null>(null);
  return (
    <ResourcePage
      resource={smsTemplateResource}
      render={{ channelId: channelTag }}
      options={{ channelId: channels }}
      rowActions={[{ label: '测试', icon: <SendOutlined aria-hidden />, permission: Permissions.system.smsTemplate.sendSms, onClick: setTesting, first: true }]}
      form={{ width: 600, labelWidth: 150 }}
    >
      <SendSmsDialog template={testing} onClose={() => setTesting(null)} />
    </ResourcePage>
  );
}
