/**
 * 流程表单 (`/bpm/manager/form`): the process forms, filtered by name. 新增 and 修改 open the
 * form designer (`/bpm/manager/form/edit`, `?formId=` to edit); 详情 shows what was saved; 删除
 * asks first, and the server refuses to delete a form a process model still uses.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EyeOutlined } from '@ant-design/icons';
import { formResource } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import FormDetailModal from './FormDetailModal';

const FORM_EDIT_PATH = '/bpm/manager/form/edit';

export default function BpmFormPage() {
  const navigate = useNavigate();
  const [detailId, setDetailId] = useState<number | null>(null);
  return (
    <ResourcePage
      resource={formResource}
      form={false}
      deleteConfirm={(form) => `是否确认删除工作表单的编号为"${form.id}"的数据项?`}
      onCreate={() => void navigate(FORM_EDIT_PATH)}
      onEdit={(form) => void navigate(`${FORM_EDIT_PATH}?formId=${form.id}`)}
      rowActions={[{ label: '详情', icon: <EyeOutlined aria-hidden />, permission: formResource.permissions.query, first: true, onClick: (form) => setDetailId(form.id) }]}
    >
      <FormDetailModal formId={detailId} onClose={() => setDetailId(null)} />
    </ResourcePage>
  );
}
