/** A row in full, read-only (the logs' 详细): label and value pairs, closed with 关闭. */
import { Button, Descriptions, Modal } from 'antd';
import type { DetailSpec } from './listResource';

export interface DetailDialogProps<Row> {
  detail: DetailSpec<Row>;
  row: Row | null;
  onClose: () => void;
}

export default function DetailDialog<Row>({ detail, row, onClose }: DetailDialogProps<Row>) {
  return (
    <Modal
      title={detail.title}
      open={row !== null}
      onCancel={onClose}
      width={detail.width ?? 700}
      destroyOnHidden
      footer={<Button onClick={onClose}>关闭</Button>}
    >
      <Descriptions column={1} bordered size="small" items={row === null ? [] : detail.items(row)} styles={{ label: { width: 110 } }} />
    </Modal>
  );
}
