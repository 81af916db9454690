/**
 * 表单详情: the form as it will be filled in, drawn by the same renderer the process runtime
 * uses (as the reference shows it), and beside it what the designer saved: the settings
 * (`conf`) and each field's rule as formatted JSON. Text that does not parse is shown as stored.
 */
import { Empty, Modal, Spin, Tabs, Typography } from 'antd';
import { formApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';
import { FormRenderer } from '../../../components/form-render';
import './form.css';

const pretty = (text: string) => {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
};

export interface FormDetailModalProps {
  /** The form shown; null: closed. */
  formId: number | null;
  onClose: () => void;
}

export default function FormDetailModal({ formId, onClose }: FormDetailModalProps) {
  const record = useEntityQuery(formApi.get, { query: { id: formId ?? 0 } }, formId !== null);
  const form = record.data;
  return (
    <Modal open={formId !== null} title="表单详情" width={800} footer={null} onCancel={onClose} destroyOnHidden>
      <Spin spinning={record.isFetching}>
        {form ? (
          <div className="bpm-form-detail">
            <Typography.Title level={5}>{form.name}</Typography.Title>
            <Tabs
              items={[
                {
                  key: 'form',
                  label: '表单预览',
                  children:
                    form.fields.length > 0 ? <FormRenderer key={form.id} conf={form.conf} fields={form.fields} aria-label="表单预览" /> : <Empty description="暂无表单项" />,
                },
                {
                  key: 'json',
                  label: 'JSON',
                  children: (
                    <>
                      <div className="bpm-form-detail-label">表单配置</div>
                      <pre aria-label="表单配置">{pretty(form.conf)}</pre>
                      <div className="bpm-form-detail-label">表单项（{form.fields.length}）</div>
                      {form.fields.length > 0 ? <pre aria-label="表单项">{`[\n${form.fields.map(pretty).join(',\n')}\n]`}</pre> : <Empty description="暂无表单项" />}
                    </>
                  ),
                },
              ]}
            />
          </div>
        ) : (
          <Empty description={record.isFetching ? '加载中' : '暂无数据'} />
        )}
      </Spin>
    </Modal>
  );
}
