/**
 * The search form above every list (its 搜索 / 重置 pair): its fields are the children;
 * 搜索 hands the values to `onSearch`, 重置 clears them and searches again.
 *
 *   <SearchForm form={form} onSearch={search}>
 *     <Form.Item label="岗位名称" name="name"><Input allowClear /></Form.Item>
 *   </SearchForm>
 */
import { useId, type ReactNode } from 'react';
import { Button, Form, Space, type FormInstance } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import './crud.css';

export interface SearchFormProps<T> {
  form: FormInstance<T>;
  onSearch: (values: T) => void;
  children: ReactNode;
  initialValues?: Partial<T>;
  /** Called on 重置 after the fields are cleared, before the search. */
  onReset?: () => void;
}

export default function SearchForm<T extends object>({ form, onSearch, children, initialValues, onReset }: SearchFormProps<T>) {
  // Every kept-alive tab has its own search form: without a form name, antd would give each
  // field the bare field name as its id (`name`, `status`), so two open lists would share ids
  // and a label could point at the other tab's hidden input.
  const formName = `search${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const reset = () => {
    form.resetFields();
    onReset?.();
    onSearch(form.getFieldsValue(true) as T);
  };
  return (
    <Form<T> form={form} name={formName} layout="inline" className="crud-search" onFinish={onSearch} initialValues={initialValues} aria-label="搜索条件">
      {children}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
            搜索
          </Button>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
