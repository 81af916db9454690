/**
 * 发起流程, step 2: the chosen definition's start form, and its diagram below. 提交 starts the
 * process with the form's values as its variables, then closes this tab and shows 我的流程 (the
 * reference's `$tab.closeOpenPage`). A refusal (the form's own checks on the
 * server, no approver for the first task) was shown by the request client; the form keeps what
 * was typed so the user can correct it.
 */
import { App, Button, Card, Col, Row } from 'antd';
import { FileTextOutlined, PictureOutlined } from '@ant-design/icons';
import { processDefinitionApi, processInstanceApi, type BodyOf, type BpmProcessDefinition } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import LazyProcessViewer from '../../../../bpmn/viewer/LazyProcessViewer';
import { FormRenderer, type FormValues } from '../../../../components/form-render';
import { useEntityQuery } from '../../../../crud/usePagedList';
import { useCloseCurrentTab } from '../../../../layout/tags/useCloseCurrentTab';
import { myProcessInstancesPath } from '../paths';

type Variables = NonNullable<BodyOf<typeof processInstanceApi.create>['variables']>;

export interface StartFormProps {
  definition: BpmProcessDefinition;
  onChooseOther: () => void;
}

export default function StartForm({ definition, onChooseOther }: StartFormProps) {
  const { message } = App.useApp();
  const closeTab = useCloseCurrentTab();
  const bpmnXml = useEntityQuery(processDefinitionApi.getBpmnXml, { query: { id: definition.id } });

  const submit = async (values: FormValues) => {
    try {
      // The renderer's values are plain JSON (dates as text); the server checks them against the form.
      await callApi(processInstanceApi.create, { body: { processDefinitionId: definition.id, variables: values as Variables } });
    } catch {
      return;
    }
    message.success('发起流程成功');
    closeTab(myProcessInstancesPath);
  };

  return (
    <>
      <Card
        title={
          <span>
            <FileTextOutlined aria-hidden /> 申请信息【{definition.name}】
          </span>
        }
        extra={
          <Button type="primary" onClick={onChooseOther}>
            选择其它流程
          </Button>
        }
      >
        <Row>
          <Col xs={24} lg={{ span: 16, offset: 4 }}>
            <FormRenderer key={definition.id} conf={definition.formConf} fields={definition.formFields} onSubmit={submit} aria-label="申请信息" />
          </Col>
        </Row>
      </Card>
      <Card
        title={
          <span>
            <PictureOutlined aria-hidden /> 流程图
          </span>
        }
        style={{ marginTop: 16 }}
      >
        {bpmnXml.data !== undefined && <LazyProcessViewer xml={bpmnXml.data} />}
      </Card>
    </>
  );
}
