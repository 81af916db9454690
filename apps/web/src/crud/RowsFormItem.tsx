/**
 * A `rows` field of the add/edit form (a master's sub-table rows): a table of the rows, a column
 * per row field with the control its kind asks for (named by the column's title), 删除 on each
 * row and 添加{label} under them. Each cell checks what the contract's row schema requires and
 * shows its error in place.
 */
import { Button, Form, Table, type FormListFieldData, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Endpoint, RowFieldFacts } from '@tenon/contracts';
import { fieldSchema, rowSchema } from './contractSchema';
import FieldControl, { itemPropsOf, requiredRule, type ControlKind } from './FieldControl';
import { formKindOf } from './fromResource';

export interface RowsFormItemProps {
  name: string;
  label: string;
  tooltip?: string;
  /** The rows' fields, in their order. */
  rows: Record<string, RowFieldFacts>;
  create: Endpoint | undefined;
}

const CELL = { marginBottom: 0 };

export default function RowsFormItem({ name, label, tooltip, rows, create }: RowsFormItemProps) {
  const row = rowSchema(create, name);
  const maxItems = fieldSchema(create, 'body', name).maxItems;
  const cells: TableColumnsType<FormListFieldData> = Object.entries(rows).map(([field, f]) => {
    const schema = row.properties?.[field] ?? {};
    const kind = formKindOf(f, schema.type) as ControlKind;
    const rules = row.required?.includes(field) ? [requiredRule(schema, `${f.title}不能为空`)] : [];
    return {
      key: field,
      title: f.title,
      render: (_: unknown, item: FormListFieldData) => (
        <Form.Item name={[item.name, field]} rules={rules} style={CELL} {...itemPropsOf(kind)}>
          <FieldControl kind={kind} label={f.title} schema={schema} dict={f.dict} maxLength={schema.maxLength} named />
        </Form.Item>
      ),
    };
  });
  return (
    <Form.Item label={label} tooltip={tooltip}>
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            <Table<FormListFieldData>
              size="small"
              bordered
              pagination={false}
              rowKey="key"
              dataSource={items}
              columns={[
                ...cells,
                {
                  key: 'actions',
                  title: '操作',
                  width: 70,
                  align: 'center',
                  render: (_: unknown, item: FormListFieldData) => (
                    <>
                      {/* A loaded row's id, which no column shows: the form returns only the
                          fields it holds, and the server keeps (and updates) a row sent with its
                          id, adds one sent without, and deletes a stored row not sent. */}
                      <Form.Item name={[item.name, 'id']} noStyle />
                      <Button type="link" size="small" danger onClick={() => remove(item.name)}>
                        删除
                      </Button>
                    </>
                  ),
                },
              ]}
            />
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add()} disabled={maxItems !== undefined && items.length >= maxItems} style={{ marginTop: 8 }}>
              添加{label}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
