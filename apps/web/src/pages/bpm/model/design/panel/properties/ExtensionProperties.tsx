/**
 * 扩展属性: the element's `camunda:Property` name/value pairs (属性名, 属性值), kept in one
 * `camunda:Properties`. Adding, editing and removing (after 确认移除该属性吗？) are one undo
 * step each; the dialog has no validation.
 */
import { Button, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ModdleElement, SectionProps } from '../shared/types';
import { createModdle, extensionsOfType, setExtensionsOfType, updateModdle } from '../shared/moddle';
import ItemFormModal from '../shared/ItemFormModal';
import ItemTable from '../shared/ItemTable';
import { withoutIndex } from '../shared/listEdits';
import { useEditorSession } from '../shared/useEditorSession';

interface PropertyValues {
  name?: string;
  value?: string;
}

const PROPERTIES = 'camunda:Properties';

export default function ExtensionProperties({ modeler, element }: SectionProps) {
  const containers = extensionsOfType(element, PROPERTIES);
  // Several containers may come from an imported file; they are shown as one list.
  const properties = containers.flatMap((c) => (c.values as ModdleElement[] | undefined) ?? []);
  const editor = useEditorSession<PropertyValues>({});

  const setList = (next: ModdleElement[]) => {
    const [only] = containers;
    if (only && containers.length === 1 && next.length) {
      for (const p of next) p.$parent ??= only;
      updateModdle(modeler, element, only, { values: next });
    } else {
      setExtensionsOfType(modeler, element, PROPERTIES, next.length ? [createModdle(modeler, PROPERTIES, { values: next })] : []);
    }
  };

  const save = ({ name, value }: PropertyValues) => {
    const attrs = { name: name || undefined, value: value || undefined };
    const edited = properties[editor.session.index];
    if (edited) updateModdle(modeler, element, edited, attrs);
    else setList([...properties, createModdle(modeler, 'camunda:Property', attrs)]);
  };

  const open = (index: number) => {
    const property = properties[index];
    editor.openAt(index, property ? { name: property.name as string | undefined, value: property.value as string | undefined } : {});
  };

  return (
    <>
      <ItemTable<ModdleElement>
        label="扩展属性列表"
        items={properties}
        columns={[
          { title: '属性名', render: (p) => p.name as string | undefined },
          { title: '属性值', render: (p) => p.value as string | undefined },
        ]}
        onEdit={open}
        onRemove={(index) => setList(withoutIndex(properties, index))}
        removeConfirm="确认移除该属性吗？"
      />
      <Button type="dashed" block icon={<PlusOutlined aria-hidden />} onClick={() => open(-1)} style={{ marginTop: 8 }}>
        添加属性
      </Button>
      <ItemFormModal<PropertyValues>
        key={editor.session.key}
        open={editor.session.open}
        title={editor.session.index < 0 ? '添加属性' : '编辑属性'}
        width={400}
        initialValues={editor.session.initial}
        onSave={save}
        onClose={editor.close}
        labelWidth={70}
      >
        <Form.Item label="属性名" name="name">
          <Input allowClear />
        </Form.Item>
        <Form.Item label="属性值" name="value">
          <Input allowClear />
        </Form.Item>
      </ItemFormModal>
    </>
  );
}
