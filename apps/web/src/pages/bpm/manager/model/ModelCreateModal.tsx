/** 新建流程: the key (the future BPMN process id, fixed from now on), name and description. */
import { Form } from 'antd';
import { modelApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import FormModal from '../../../../crud/FormModal';
import { useInvalidateEntity } from '../../../../crud/usePagedList';
import { ModelDescriptionItem, ModelKeyItem, ModelNameItem } from './modelFields';

type CreateForm = BodyOf<typeof modelApi.create>;

export interface ModelCreateModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export default function ModelCreateModal({ open, onClose, onCreated }: ModelCreateModalProps) {
  const [form] = Form.useForm<CreateForm>();
  const invalidate = useInvalidateEntity();

  const submit = async ({ key, name, description }: CreateForm) => {
    try {
      await callApi(modelApi.create, { body: { key: key.trim(), name, ...(description ? { description } : {}) } });
    } catch {
      return false;
    }
    onCreated();
    await invalidate(modelApi.page);
    return true;
  };

  return (
    <FormModal<CreateForm> open={open} title="新建流程" form={form} onSubmit={submit} onClose={onClose} width={600} labelWidth={125}>
      <ModelKeyItem />
      <ModelNameItem />
      <ModelDescriptionItem />
    </FormModal>
  );
}
