/** The columns and search fields the todo and done task lists share. */
import type { ListColumn } from '../../../crud/listResource';

type TaskRow = { id: string; name: string; createTime: number; processInstance: { name: string; startUserNickname: string } };

export const taskColumns = <Row extends TaskRow, Filters>(): Record<'id' | 'name' | 'processName' | 'startUser' | 'createTime', ListColumn<Row, Filters>> => ({
  id: { title: '任务编号', dataIndex: 'id', width: 300 },
  // The reference labels the task-name filter 流程名.
  name: { title: '任务名称', dataIndex: 'name', width: 140, search: { label: '流程名', placeholder: '请输入流程名' } },
  processName: { title: '所属流程', dataIndex: 'processInstance', key: 'processName', width: 140, render: (row) => row.processInstance.name },
  startUser: { title: '流程发起人', dataIndex: 'processInstance', key: 'startUser', width: 110, render: (row) => row.processInstance.startUserNickname },
  createTime: { title: '创建时间', dataIndex: 'createTime', width: 180, valueType: 'dateTime', search: true },
});
