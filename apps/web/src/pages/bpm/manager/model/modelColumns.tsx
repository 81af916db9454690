import { Button, Tag, type TableColumnsType } from 'antd';
import { BpmModelFormType, type BpmModelPageItem } from '@tenon/contracts';
import DictTag from '../../../../dict/DictTag';
import { parseTime } from '../../../../utils/date';

export interface ModelColumnActions {
  /** The key opens the model in the designer. */
  onDesign: (model: BpmModelPageItem) => void;
  /** A process form's name opens the form's detail. */
  onShowForm: (formId: number) => void;
}

export function modelColumns({ onDesign, onShowForm }: ModelColumnActions): TableColumnsType<BpmModelPageItem> {
  return [
    {
      key: 'key',
      title: '流程标识',
      dataIndex: 'key',
      width: 130,
      align: 'center',
      ellipsis: true,
      render: (key: string, model) => (
        <Button type="link" size="small" className="bpm-model-key" onClick={() => onDesign(model)} title={key}>
          {key}
        </Button>
      ),
    },
    { key: 'name', title: '流程名称', dataIndex: 'name', width: 130, align: 'center', ellipsis: true },
    {
      key: 'category',
      title: '流程分类',
      dataIndex: 'category',
      width: 90,
      align: 'center',
      render: (value: string | null) => <DictTag type="bpm_model_category" value={value} />,
    },
    {
      key: 'form',
      title: '表单信息',
      width: 140,
      align: 'center',
      ellipsis: true,
      render: (_, model) => {
        if (model.formType === BpmModelFormType.NORMAL && model.formId !== null)
          return (
            <Button type="link" size="small" onClick={() => onShowForm(model.formId!)}>
              {model.formName ?? `表单 ${model.formId}`}
            </Button>
          );
        if (model.formType === BpmModelFormType.CUSTOM) return <span>{model.formCustomCreatePath}</span>;
        return <span className="bpm-model-muted">暂无表单</span>;
      },
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 170, align: 'center', render: (value: number) => parseTime(value) },
    {
      key: 'processDefinition',
      title: '最新部署的流程定义',
      align: 'center',
      children: [
        {
          key: 'version',
          title: '流程版本',
          width: 90,
          align: 'center',
          render: (_, model) =>
            model.processDefinition ? (
              <Tag color="blue" className="bpm-model-version">
                v{model.processDefinition.version}
              </Tag>
            ) : (
              <Tag color="warning" className="bpm-model-version">
                未部署
              </Tag>
            ),
        },
        {
          key: 'deploymentTime',
          title: '部署时间',
          width: 170,
          align: 'center',
          render: (_, model) => parseTime(model.processDefinition?.deploymentTime),
        },
      ],
    },
  ];
}
