/**
 * 站内信模板 (`/system/notify/notify-template`): what it lists, searches and edits is the
 * contract's `notifyTemplateResource`. The screen adds 测试 (send one to a chosen user), the
 * 内置 mark on the templates the product sends through, whose 删除 is disabled as the server
 * refuses it, and the code's own check.
 */
import { useState } from 'react';
import { Tag } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { NOTIFY_TEMPLATE_CODE_PATTERN, notifyTemplateResource, Permissions, type NotifyTemplate } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import SendNotifyDialog from './SendNotifyDialog';

const codeWithMark = (row: NotifyTemplate) => (
  <>
    {row.code}
    {row.builtIn && (
      <Tag color="blue" style={{ marginInlineStart: 6 }}>
        内置
      </Tag>
    )}
  </>
);

export default function NotifyTemplatePage() {
  const [testing, setTesting] = useState<NotifyTemplate | null>(null);
  return (
    <ResourcePage
      resource={notifyTemplateResource}
      render={{ code: codeWithMark }}
      undeletableRow={(row) => (row.builtIn ? '内置模板由系统使用，不能删除' : undefined)}
      rowActions={[{ label: '测试', icon: <SendOutlined aria-hidden />, permission: Permissions.system.notifyTemplate.sendNotify, first: true, onClick: setTesting }]}
      form={{
        width: 600,
        fieldExtras: { code: { rules: [{ pattern: new RegExp(NOTIFY_TEMPLATE_CODE_PATTERN), message: '模板编码只能包含字母、数字、下划线和中划线' }] } },
      }}
    >
      <SendNotifyDialog template={testing} onClose={() => setTesting(null)} />
    </ResourcePage>
  );
}
