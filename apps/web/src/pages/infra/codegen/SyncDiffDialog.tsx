/**
 * 同步's question: what a sync from the database would change in a table's columns (added,
 * removed, changed), then the reference's 确认要强制同步"x"表结构吗？ with 确定 / 取消.
 */
import { Modal, Typography } from 'antd';
import type { CodegenSyncDiffResp, CodegenTable } from '@tenon/contracts';

export interface SyncQuestion {
  table: CodegenTable;
  diff: CodegenSyncDiffResp;
}

export interface SyncDiffDialogProps {
  /** null: closed. */
  question: SyncQuestion | null;
  syncing: boolean;
  onSync: (table: CodegenTable) => void;
  onClose: () => void;
}

/** Whether the sync would change nothing. */
export const unchanged = (diff: CodegenSyncDiffResp) => diff.added.length + diff.removed.length + diff.changed.length === 0;

function Section({ title, lines }: { title: string; lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={title} className="codegen-sync__section">
      <Typography.Text strong>
        {title}（{lines.length}）
      </Typography.Text>
      <ul>
        {lines.map((line) => (
          <li key={line}>
            <Typography.Text code>{line}</Typography.Text>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SyncDiffDialog({ question, syncing, onSync, onClose }: SyncDiffDialogProps) {
  const diff = question?.diff;
  return (
    <Modal
      title="同步表结构"
      open={question !== null}
      okText="确定"
      cancelText="取消"
      confirmLoading={syncing}
      onOk={() => question && onSync(question.table)}
      onCancel={onClose}
      destroyOnHidden
    >
      {question && diff && (
        <>
          <p>数据库中的表结构与当前的字段定义相比：</p>
          <Section title="新增字段" lines={diff.added} />
          <Section title="删除字段" lines={diff.removed} />
          <Section title="变更字段" lines={diff.changed.map((c) => `${c.columnName}: ${c.before} → ${c.after}`)} />
          <p>{`确认要强制同步"${question.table.tableName}"表结构吗？`}</p>
        </>
      )}
    </Modal>
  );
}
