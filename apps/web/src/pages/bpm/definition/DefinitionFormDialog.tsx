/**
 * 表单详情 of a deployed definition: the start form as it was copied at deploy (its own
 * `formConf`/`formFields`), which is what starting this version shows, even if the process
 * form has been changed since.
 */
import { Empty, Modal } from 'antd';
import type { BpmProcessDefinition } from '@tenon/contracts';
import { FormRenderer } from '../../../components/form-render';

export interface DefinitionFormDialogProps {
  /** The definition whose form is shown; null: closed. */
  definition: BpmProcessDefinition | null;
  onClose: () => void;
}

export default function DefinitionFormDialog({ definition, onClose }: DefinitionFormDialogProps) {
  const conf = definition?.formConf;
  return (
    <Modal open={definition !== null} title="表单详情" width="50%" footer={null} onCancel={onClose} destroyOnHidden>
      {definition && conf && definition.formFields.length > 0 ? (
        <FormRenderer key={definition.id} conf={conf} fields={definition.formFields} aria-label="表单详情" />
      ) : (
        <Empty description="暂无表单项" />
      )}
    </Modal>
  );
}
