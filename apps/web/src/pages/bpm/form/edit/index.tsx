/**
 * 表单设计 (`/bpm/manager/form/edit`, `?formId=` to edit a saved form): the process form
 * designer. The page loads the form and hands it to the designer, keyed by form, so opening
 * another form in the same tab starts afresh.
 */
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Spin } from 'antd';
import { formApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { entityKey } from '../../../../crud/usePagedList';
import FormDesigner from './FormDesigner';

export default function BpmFormEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('formId');
  const formId = Number(raw);
  const editing = raw !== null && raw !== '';
  const valid = !editing || (Number.isInteger(formId) && formId > 0);
  const record = useQuery({
    queryKey: [...entityKey(formApi.get), formApi.get.path, { id: formId }],
    queryFn: ({ signal }) => callApi(formApi.get, { query: { id: formId }, signal }),
    enabled: editing && valid,
    // The designer owns the form once opened: a background refetch must not replace the design.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!valid) return <Result status="warning" title="表单编号不正确" subTitle="请返回流程表单列表后重新打开" />;
  if (!editing) return <FormDesigner key="new" form={null} />;
  if (record.isError) return <Result status="error" title="流程表单加载失败" subTitle="请返回流程表单列表后重试" />;
  if (!record.data) {
    return (
      <Card variant="borderless">
        <Spin description="加载中..." size="large">
          <div style={{ height: 320 }} />
        </Spin>
      </Card>
    );
  }
  return <FormDesigner key={record.data.id} form={record.data} />;
}
