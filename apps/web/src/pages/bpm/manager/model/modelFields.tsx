/** The fields the create, import and edit dialogs share: the key with its XML-name rule, name and description. */
import { Form, Input, Tooltip } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { ErrorCodes, MODEL_KEY_PATTERN } from '@tenon/contracts';

const KEY_PATTERN = new RegExp(MODEL_KEY_PATTERN);

/** `readOnly`: an existing model's key, which becomes the process id and never changes. */
export function ModelKeyItem({ readOnly = false }: { readOnly?: boolean }) {
  return (
    <Form.Item
      label={
        <span>
          流程标识
          <Tooltip title="新建后，流程标识不可修改！">
            <QuestionCircleOutlined aria-hidden style={{ marginLeft: 4, color: '#909399' }} />
          </Tooltip>
        </span>
      }
      name="key"
      rules={
        readOnly
          ? []
          : [
              { required: true, whitespace: true, message: '流程标识不能为空' },
              { pattern: KEY_PATTERN, message: ErrorCodes.MODEL_KEY_VALID.msg },
            ]
      }
    >
      <Input placeholder="请输入流程标识" maxLength={64} disabled={readOnly} />
    </Form.Item>
  );
}

export function ModelNameItem() {
  return (
    <Form.Item label="流程名称" name="name" rules={[{ required: true, whitespace: true, message: '流程名称不能为空' }]}>
      <Input placeholder="请输入流程名称" maxLength={64} />
    </Form.Item>
  );
}

export function ModelDescriptionItem() {
  return (
    <Form.Item label="流程描述" name="description">
      <Input.TextArea placeholder="请输入流程描述" maxLength={255} autoSize={{ minRows: 2, maxRows: 6 }} />
    </Form.Item>
  );
}
