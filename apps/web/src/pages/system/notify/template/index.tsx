/**
 * 站内信模板 (`/system/notify/notify-template`): the global templates, filtered by name, code,
 * status and creation time; add, edit, 测试 (send one to a chosen user) and delete. The
 * templates the product sends through are marked 内置: their 删除 is disabled, as the server
 * refuses it.
 */
import { useState } from 'react';
import { Tag } from 'antd';
import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { CommonStatus, NOTIFY_TEMPLATE_CODE_PATTERN, notifyTemplateApi, Permissions, type NotifyTemplate, Dicts } from '@tenon/contracts';
import ListPage from '../../../../crud/ListPage';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { callApi } from '../../../../api/callApi';
import SendNotifyDialog from './SendNotifyDialog';

const P = Permissions.system.notifyTemplate;

export default function NotifyTemplatePage() {
  const [testing, setTesting] = useState<NotifyTemplate | null>(null);
  const confirmed = useConfirmedAction();
  const remove = (row: NotifyTemplate) =>
    confirmed({
      confirm: `是否确认删除站内信模板编号为"${row.id}"的数据项?`,
      run: () => callApi(notifyTemplateApi.delete, { query: { id: row.id } }),
      success: '删除成功',
      reloads: notifyTemplateApi.page,
    });
  return (
    <ListPage
      api={notifyTemplateApi}
      // 删除 is this page's own button below, disabled for built-in templates.
      permissions={{ query: P.query, create: P.create, update: P.update }}
      noun="站内信模板"
      columns={[
        {
          title: '模板编码',
          dataIndex: 'code',
          width: 200,
          search: { order: 1 },
          render: (row) => (
            <>
              {row.code}
              {row.builtIn && (
                <Tag color="blue" style={{ marginInlineStart: 6 }}>
                  内置
                </Tag>
              )}
            </>
          ),
        },
        { title: '模板名称', dataIndex: 'name', search: { order: 2 } },
        { title: '类型', dataIndex: 'type', width: 100, dict: Dicts.systemNotifyTemplateType },
        { title: '发送人名称', dataIndex: 'nickname', width: 120 },
        { title: '模板内容', dataIndex: 'content', width: 260 },
        { title: '开启状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { label: '状态', placeholder: '请选择开启状态' } },
        { title: '备注', dataIndex: 'remark' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      rowActions={[
        { label: '测试', icon: <SendOutlined aria-hidden />, permission: P.sendNotify, first: true, onClick: setTesting },
        {
          label: '删除',
          icon: <DeleteOutlined aria-hidden />,
          permission: P.delete,
          disabledFor: (row) => (row.builtIn ? '内置模板由系统使用，不能删除' : undefined),
          onClick: (row) => void remove(row),
        },
      ]}
      form={{
        width: 600,
        defaults: { type: 1, status: CommonStatus.ENABLE },
        fields: [
          { label: '模板名称', name: 'name' },
          {
            label: '模板编码',
            name: 'code',
            tooltip: '内置模板的编码由系统使用，不能修改',
            rules: [{ pattern: new RegExp(NOTIFY_TEMPLATE_CODE_PATTERN), message: '模板编码只能包含字母、数字、下划线和中划线' }],
          },
          { label: '发送人名称', name: 'nickname' },
          { label: '模板内容', name: 'content', kind: 'textarea', tooltip: '参数写作 {参数名}，如 {name}；保存时自动解析' },
          { label: '类型', name: 'type', kind: 'select', dict: Dicts.systemNotifyTemplateType, placeholder: '请选择类型' },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '备注', name: 'remark' },
        ],
      }}
    >
      <SendNotifyDialog template={testing} onClose={() => setTesting(null)} />
    </ListPage>
  );
}
