/**
 * 字段信息: one row per column of the table, edited in place: its description, Java type and
 * property, where it appears (插入/编辑/列表/查询), its 查询方式, 显示类型, 字典类型 and 示例. The
 * column name, physical type and nullability are the database's and shown as they are.
 */
import { memo, useMemo } from 'react';
import { Checkbox, Input, Select, Table, type TableColumnsType } from 'antd';
import { CODEGEN_CONDITIONS, CODEGEN_HTML_TYPES, CODEGEN_JAVA_TYPES, type CodegenColumn } from '@tenon/contracts';

/** The reference's words for each 显示类型. */
export const HTML_TYPE_LABELS: Record<(typeof CODEGEN_HTML_TYPES)[number], string> = {
  input: '文本框',
  textarea: '文本域',
  select: '下拉框',
  radio: '单选框',
  checkbox: '复选框',
  datetime: '日期控件',
  imageUpload: '图片上传',
  fileUpload: '文件上传',
  editor: '富文本控件',
};

const htmlTypeOptions = CODEGEN_HTML_TYPES.map((value) => ({ value, label: HTML_TYPE_LABELS[value] }));
const javaTypeOptions = CODEGEN_JAVA_TYPES.map((value) => ({ value, label: value }));
const conditionOptions = CODEGEN_CONDITIONS.map((value) => ({ value, label: value }));

type Editable = 'columnComment' | 'javaType' | 'javaField' | 'createOperation' | 'updateOperation' | 'listOperationResult' | 'listOperation' | 'listOperationCondition' | 'htmlType' | 'dictType' | 'example';
type Change = (id: number, field: Editable, value: CodegenColumn[Editable]) => void;
type Option = { value: string; label: string };

const DICT_SELECT = { allowClear: true, showSearch: true, optionFilterProp: 'label', placeholder: '请选择' } as const;

interface CellProps {
  row: CodegenColumn;
  field: Editable;
  title: string;
  onChange: Change;
  options?: Option[];
  extra?: typeof DICT_SELECT;
}

/**
 * One editable cell, drawn again only when its own row changes: a table of a few dozen columns
 * holds hundreds of controls, and a keystroke in one should not redraw them all.
 * Each control is named by its header and its column, for a screen reader (and the tests).
 */
const EditableCell = memo(function EditableCell({ row, field, title, onChange, options, extra }: CellProps) {
  const label = `${title} ${row.columnName}`;
  const value = row[field];
  if (typeof value === 'boolean') return <Checkbox aria-label={label} checked={value} onChange={(e) => onChange(row.id, field, e.target.checked)} />;
  if (options)
    return (
      <Select
        aria-label={label}
        value={value || undefined}
        options={options}
        onChange={(next: string | undefined) => onChange(row.id, field, next ?? '')}
        style={{ width: '100%' }}
        popupMatchSelectWidth={false}
        {...extra}
      />
    );
  return <Input aria-label={label} value={value} onChange={(e) => onChange(row.id, field, e.target.value)} />;
});

export interface ColumnsTableProps {
  columns: CodegenColumn[];
  dictTypes: Array<{ name: string; type: string }>;
  /** Kept stable by the caller, so that unchanged rows are not drawn again. */
  onChange: Change;
}

export default function ColumnsTable({ columns, dictTypes, onChange }: ColumnsTableProps) {
  const tableColumns = useMemo((): TableColumnsType<CodegenColumn> => {
    const dictOptions = dictTypes.map((dict) => ({ value: dict.type, label: dict.name }));
    const editable = (field: Editable, title: string, width: number, options?: Option[], extra?: typeof DICT_SELECT) => ({
      title,
      key: field,
      width,
      render: (_: unknown, row: CodegenColumn) => <EditableCell row={row} field={field} title={title} onChange={onChange} options={options} extra={extra} />,
    });
    const check = (field: Editable, title: string) => ({ ...editable(field, title, 56), align: 'center' as const });
    return [
      { title: '字段列名', dataIndex: 'columnName', width: 150, ellipsis: true },
      editable('columnComment', '字段描述', 150),
      { title: '物理类型', dataIndex: 'dataType', width: 120, ellipsis: true },
      editable('javaType', 'Java类型', 140, javaTypeOptions),
      editable('javaField', 'java属性', 140),
      check('createOperation', '插入'),
      check('updateOperation', '编辑'),
      check('listOperationResult', '列表'),
      check('listOperation', '查询'),
      editable('listOperationCondition', '查询方式', 110, conditionOptions),
      {
        title: '允许空',
        key: 'nullable',
        width: 70,
        align: 'center',
        render: (_: unknown, row: CodegenColumn) => <Checkbox aria-label={`允许空 ${row.columnName}`} checked={row.nullable} disabled />,
      },
      editable('htmlType', '显示类型', 130, htmlTypeOptions),
      editable('dictType', '字典类型', 170, dictOptions, DICT_SELECT),
      editable('example', '示例', 120),
    ];
  }, [dictTypes, onChange]);
  return <Table<CodegenColumn> className="codegen-columns" rowKey="id" size="small" pagination={false} dataSource={columns} columns={tableColumns} scroll={{ x: 'max-content' }} />;
}
