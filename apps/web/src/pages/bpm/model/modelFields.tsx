/** The fields 新建流程 and 导入流程 share: the key with its XML-name rule, name and description. */
import { Input } from 'antd';
import { ErrorCodes, MODEL_KEY_PATTERN, type BodyOf, type modelApi } from '@tenon/contracts';
import type { FormField } from '../../../crud/listResource';

export type ModelCreateForm = BodyOf<typeof modelApi.create>;

export const KEY_HINT = '新建后，流程标识不可修改！';

export const descriptionField = {
  label: '流程描述',
  name: 'description',
  input: <Input.TextArea placeholder="请输入流程描述" maxLength={255} autoSize={{ minRows: 2, maxRows: 6 }} />,
} as const;

export const modelCreateFields: FormField<ModelCreateForm>[] = [
  { label: '流程标识', name: 'key', tooltip: KEY_HINT, rules: [{ pattern: new RegExp(MODEL_KEY_PATTERN), message: ErrorCodes.MODEL_KEY_VALID.msg }] },
  { label: '流程名称', name: 'name' },
  descriptionField,
];
