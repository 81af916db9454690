/**
 * 申请信息【name】: what the initiator submitted. A designer form (10) is shown again, read-only,
 * with the submitted values; a business form (20) is shown through its view (businessFormViews,
 * e.g. the leave's details) with the business key, and can be opened as its own page.
 */
import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Button, Card, Empty, Spin } from 'antd';
import { BpmModelFormType, type BpmProcessInstance } from '@tenon/contracts';
import { FormRenderer } from '../../../../components/form-render';
import { businessFormViews } from '../../businessFormViews';

export const businessFormPath = (viewPath: string, businessKey: string) => `${viewPath}?id=${encodeURIComponent(businessKey)}`;

export default function ApplicationCard({ instance }: { instance: BpmProcessInstance }) {
  const navigate = useNavigate();
  const definition = instance.processDefinition;
  let body;
  if (definition.formType === BpmModelFormType.NORMAL) {
    body = (
      <FormRenderer
        key={instance.id}
        conf={definition.formConf}
        fields={definition.formFields}
        value={instance.formVariables}
        disabled
        aria-label="申请信息"
      />
    );
  } else if (definition.formType === BpmModelFormType.CUSTOM && definition.formCustomViewPath && instance.businessKey) {
    const path = businessFormPath(definition.formCustomViewPath, instance.businessKey);
    const View = businessFormViews[definition.formCustomViewPath];
    body = (
      <>
        {View && (
          <Suspense fallback={<Spin />}>
            <View id={instance.businessKey} />
          </Suspense>
        )}
        <Button type="link" onClick={() => void navigate(path)}>
          查看业务表单
        </Button>
      </>
    );
  } else {
    body = <Empty description="无表单" />;
  }
  return (
    <Card title={`申请信息【${instance.name}】`} variant="outlined" style={{ marginBottom: 16 }}>
      {body}
    </Card>
  );
}
