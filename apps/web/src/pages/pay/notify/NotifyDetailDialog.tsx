/**
 * 通知详情: a merchant notification read afresh (`get-detail`), its fields two by two, and its
 * 回调日志: each attempt with what the merchant answered.
 */
import { Descriptions, Divider, Modal, Table, Tag, type DescriptionsProps } from 'antd';
import { Dicts, payNotifyApi, payNotifyResource, type ResponseOf } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useIsMobile } from '../../../stores/layoutStore';
import { parseTime } from '../../../utils/date';

type Log = ResponseOf<typeof payNotifyApi.getDetail>['logs'][number];

const title = (field: keyof typeof payNotifyResource.fields) => payNotifyResource.fields[field].title;

const logColumns = [
  { key: 'id', title: '日志编号', dataIndex: 'id', align: 'center' as const, width: 90 },
  { key: 'status', title: title('status'), align: 'center' as const, width: 130, render: (_: unknown, log: Log) => <DictTag type={Dicts.payNotifyStatus} value={log.status} /> },
  { key: 'notifyTimes', title: title('notifyTimes'), dataIndex: 'notifyTimes', align: 'center' as const, width: 90 },
  { key: 'createTime', title: '通知时间', align: 'center' as const, width: 170, render: (_: unknown, log: Log) => parseTime(log.createTime) },
  { key: 'response', title: '响应结果', dataIndex: 'response', align: 'center' as const, ellipsis: true },
];

export default function NotifyDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mobile = useIsMobile();
  const loaded = useEntityQuery(payNotifyApi.getDetail, { query: { id: id ?? 0 } }, id !== null);
  const task = id !== null ? loaded.data : undefined;
  const items: NonNullable<DescriptionsProps['items']> = task
    ? [
        { key: 'merchantOrderId', label: title('merchantOrderId'), children: <Tag color="blue">{task.merchantOrderId}</Tag> },
        { key: 'status', label: title('status'), children: <DictTag type={Dicts.payNotifyStatus} value={task.status} /> },
        { key: 'appId', label: title('appId'), children: task.appId },
        { key: 'appName', label: title('appName'), children: task.appName },
        { key: 'dataId', label: title('dataId'), children: task.dataId },
        { key: 'type', label: title('type'), children: <DictTag type={Dicts.payNotifyType} value={task.type} /> },
        { key: 'notifyTimes', label: title('notifyTimes'), children: task.notifyTimes },
        { key: 'maxNotifyTimes', label: title('maxNotifyTimes'), children: task.maxNotifyTimes },
        { key: 'lastExecuteTime', label: title('lastExecuteTime'), children: parseTime(task.lastExecuteTime) },
        { key: 'nextNotifyTime', label: title('nextNotifyTime'), children: parseTime(task.nextNotifyTime) },
        { key: 'createTime', label: title('createTime'), children: parseTime(task.createTime) },
        { key: 'updateTime', label: '更新时间', children: parseTime(task.updateTime) },
      ]
    : [];
  return (
    <Modal open={id !== null && task !== undefined} title="通知详情" width={700} footer={null} onCancel={onClose} destroyOnHidden>
      {task && (
        <>
          <Descriptions column={mobile ? 1 : 2} size="small" items={items} styles={{ label: { fontWeight: 'bold' } }} />
          <Divider />
          <Descriptions
            column={1}
            layout="vertical"
            bordered
            size="small"
            items={[
              {
                key: 'logs',
                label: '回调日志',
                children: <Table<Log> rowKey="id" size="small" columns={logColumns} dataSource={task.logs} pagination={false} scroll={{ x: 600 }} aria-label="回调日志" />,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
