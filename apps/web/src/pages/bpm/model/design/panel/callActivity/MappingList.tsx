/**
 * 输入变量 or 输出变量 of a call activity: the list (来源, 目标) and its 400 px dialog. Each save
 * or removal replaces the element's `camunda:In` (or `camunda:Out`) values in one command.
 */
import { Form, Input, Select } from 'antd';
import type { SectionProps, ModdleElement } from '../shared/types';
import { extensionsOfType, setExtensionsOfType } from '../shared/moddle';
import ItemFormModal from '../shared/ItemFormModal';
import ItemTable, { ItemTableHeader } from '../shared/ItemTable';
import { replaceOrAppend, withoutIndex } from '../shared/listEdits';
import { useEditorSession } from '../shared/useEditorSession';
import { MAPPING_DIRECTIONS, MAPPING_TYPES, buildMapping, readMapping, sourceText, type MappingDirection, type MappingValues } from './mappingModel';

const required = (message: string) => [{ required: true, whitespace: true, message }];

export default function MappingList({ modeler, element, direction }: SectionProps & { direction: MappingDirection }) {
  const { moddleType, title } = MAPPING_DIRECTIONS[direction];
  const mappings = extensionsOfType(element, moddleType);
  const editor = useEditorSession<MappingValues>({ mappingType: 'source' });
  const [form] = Form.useForm<MappingValues>();
  const mappingType = Form.useWatch('mappingType', form);

  const write = (next: ModdleElement[]) => setExtensionsOfType(modeler, element, moddleType, next);
  const open = (index: number) => {
    const mapping = mappings[index];
    editor.openAt(index, mapping ? readMapping(mapping) : { mappingType: 'source' });
  };
  const save = (values: MappingValues) => write(replaceOrAppend(mappings, editor.session.index, buildMapping(modeler, direction, values)));

  return (
    <>
      <ItemTableHeader title={title} addLabel="添加" onAdd={() => open(-1)} />
      <ItemTable<ModdleElement>
        label={`${title}列表`}
        items={mappings}
        columns={[
          { title: '来源', render: sourceText },
          { title: '目标', render: (m) => (typeof m.target === 'string' ? m.target : '') },
        ]}
        onEdit={open}
        onRemove={(index) => write(withoutIndex(mappings, index))}
        removeConfirm="确认移除该变量吗？"
      />
      <ItemFormModal<MappingValues>
        key={editor.session.key}
        open={editor.session.open}
        title={`${editor.session.index < 0 ? '添加' : '编辑'}${title}`}
        width={400}
        form={form}
        initialValues={editor.session.initial}
        onSave={save}
        onClose={editor.close}
      >
        <Form.Item label="来源类型" name="mappingType">
          <Select options={MAPPING_TYPES} />
        </Form.Item>
        {mappingType !== 'all' && (
          <>
            <Form.Item
              label={mappingType === 'sourceExpression' ? '来源表达式' : '来源变量'}
              name="source"
              rules={required(mappingType === 'sourceExpression' ? '请填写来源表达式' : '请填写来源变量')}
            >
              <Input allowClear placeholder={mappingType === 'sourceExpression' ? '如 ${amount * 2}' : '如 amount'} />
            </Form.Item>
            <Form.Item label="目标变量" name="target" rules={required('请填写目标变量')}>
              <Input allowClear />
            </Form.Item>
          </>
        )}
      </ItemFormModal>
    </>
  );
}
