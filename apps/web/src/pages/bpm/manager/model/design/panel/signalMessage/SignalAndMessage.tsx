/**
 * 消息与信号 (shown for the process): the diagram's messages and signals in two small tables.
 * New ones get a free ID (spec 001 §5: 该消息已存在 / 该信号已存在 otherwise); names can be
 * changed; one that no task or event uses can be removed after a confirmation.
 * Every change is one undo step.
 */
import { useState } from 'react';
import { App, Button, Flex, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { SectionProps, ModdleElement } from '../shared/types';
import { confirmAction } from '../../../../../../../utils/modal';
import RootElementDialog from '../shared/a/RootElementDialog';
import {
  ROOT_KINDS,
  addRootElement,
  idConflict,
  isReferenced,
  removeRootElement,
  renameRootElement,
  rootElementsOf,
  type RootKind,
  type RootValues,
} from '../shared/a/rootElements';

/** What the dialog edits; the values are taken when it opens, so they stay put while it is open. */
type Dialog = { open: boolean; kind: RootKind; target: ModdleElement | null; values: RootValues | null };

export default function SignalAndMessage({ modeler, element }: SectionProps) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>({ open: false, kind: 'message', target: null, values: null });

  const save = (values: RootValues): boolean => {
    if (dialog.target) {
      if ((values.name ?? '') !== (dialog.values?.name ?? '')) renameRootElement(modeler, element, dialog.target, values.name ?? '');
      return true;
    }
    const conflict = idConflict(modeler, dialog.kind, values.id);
    if (conflict) {
      message.error(conflict);
      return false;
    }
    addRootElement(modeler, element, dialog.kind, values);
    return true;
  };

  const remove = async (kind: RootKind, target: ModdleElement) => {
    const { noun } = ROOT_KINDS[kind];
    if (isReferenced(modeler, target)) {
      message.warning(`该${noun}正被流程中的元素使用，请先解除引用再移除`);
      return;
    }
    if (await confirmAction(`确认移除该${noun}吗？`)) removeRootElement(modeler, element, target);
  };

  return (
    <Flex vertical gap={16}>
      {(['message', 'signal'] as const).map((kind) => (
        <RootElementTable
          key={kind}
          kind={kind}
          rows={rootElementsOf(modeler, kind)}
          onCreate={() => setDialog({ open: true, kind, target: null, values: null })}
          onEdit={(target) =>
            setDialog({ open: true, kind, target, values: { id: target.id as string, name: target.name as string | undefined } })
          }
          onRemove={(target) => void remove(kind, target)}
        />
      ))}
      <RootElementDialog
        kind={dialog.kind}
        open={dialog.open}
        editing={dialog.values}
        onSave={save}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Flex>
  );
}

interface TableProps {
  kind: RootKind;
  rows: ModdleElement[];
  onCreate(): void;
  onEdit(target: ModdleElement): void;
  onRemove(target: ModdleElement): void;
}

function RootElementTable({ kind, rows, onCreate, onEdit, onRemove }: TableProps) {
  const { noun } = ROOT_KINDS[kind];
  return (
    <section aria-label={`${noun}列表`}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{noun}列表</Typography.Text>
        <Button size="small" type="primary" icon={<PlusOutlined />} onClick={onCreate}>
          创建新{noun}
        </Button>
      </Flex>
      <Table<ModdleElement>
        size="small"
        bordered
        rowKey={(row) => row.id as string}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 240 }}
        columns={[
          { title: '序号', width: 56, align: 'center', render: (_, __, index) => index + 1 },
          { title: `${noun}ID`, dataIndex: 'id', ellipsis: { showTitle: true } },
          { title: `${noun}名称`, dataIndex: 'name', ellipsis: { showTitle: true } },
          {
            title: '操作',
            width: 96,
            render: (_, row) => (
              <Flex gap={4}>
                <Button type="link" size="small" onClick={() => onEdit(row)} aria-label={`编辑${noun} ${row.id as string}`}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => onRemove(row)} aria-label={`移除${noun} ${row.id as string}`}>
                  移除
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </section>
  );
}
