/**
 * 消息与信号 (shown for the process): the diagram's messages and signals in two small tables.
 * New ones get a free ID (该消息已存在 / 该信号已存在 otherwise); names can be
 * changed; one that no task or event uses can be removed after a confirmation.
 * Every change is one undo step.
 */
import { useState } from 'react';
import { App, Flex } from 'antd';
import type { SectionProps, ModdleElement } from '../shared/types';
import { confirmAction } from '../../../../../../utils/modal';
import ItemTable, { ItemTableHeader } from '../shared/ItemTable';
import RootElementDialog from '../shared/RootElementDialog';
import {
  ROOT_KINDS,
  addRootElement,
  isReferenced,
  removeRootElement,
  renameRootElement,
  rootElementsOf,
  type RootKind,
  type RootValues,
} from '../shared/rootElements';

/** What the dialog edits; the values are taken when it opens, so they stay put while it is open. */
type Dialog = { open: boolean; kind: RootKind; target: ModdleElement | null; values: RootValues | null };

export default function SignalAndMessage({ modeler, element }: SectionProps) {
  const { message } = App.useApp();
  const [dialog, setDialog] = useState<Dialog>({ open: false, kind: 'message', target: null, values: null });

  const save = (values: RootValues) => {
    if (!dialog.target) addRootElement(modeler, element, dialog.kind, values);
    else if ((values.name ?? '') !== (dialog.values?.name ?? '')) renameRootElement(modeler, element, dialog.target, values.name ?? '');
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
        modeler={modeler}
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
  const at = (index: number) => rows[index]!;
  return (
    <div>
      <ItemTableHeader title={`${noun}列表`} addLabel={`创建新${noun}`} onAdd={onCreate} />
      <ItemTable<ModdleElement>
        label={`${noun}列表`}
        items={rows}
        columns={[
          { title: `${noun}ID`, render: (row) => row.id as string },
          { title: `${noun}名称`, render: (row) => row.name as string | undefined },
        ]}
        itemName={(row) => `${noun} ${row.id as string}`}
        onEdit={(index) => onEdit(at(index))}
        onRemove={(index) => onRemove(at(index))}
      />
    </div>
  );
}
