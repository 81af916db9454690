/** 是否已读 and 发送时间, applied on 搜索; 重置 clears both and searches again. */
import { Button, DatePicker, Form, Select } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useDictDatas } from '../../../stores/dictStore';
import type { MessageFilters } from './myPageQuery';

export interface MessageSearchFormProps {
  onSearch: (filters: MessageFilters) => void;
}

export default function MessageSearchForm({ onSearch }: MessageSearchFormProps) {
  const [form] = Form.useForm<MessageFilters>();
  // 是 / 否 come from the dictionary; the query wants a boolean.
  const readOptions = useDictDatas('infra_boolean_string').map((entry) => ({
    label: entry.label,
    value: entry.value === 'true',
  }));

  const reset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form form={form} layout="inline" className="notify-message-search" onFinish={onSearch}>
      <Form.Item label="是否已读" name="readStatus">
        <Select allowClear placeholder="请选择状态" options={readOptions} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label="发送时间" name="createTime">
        <DatePicker.RangePicker placeholder={['开始日期', '结束日期']} style={{ width: 240 }} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined aria-hidden />}>
          搜索
        </Button>
      </Form.Item>
      <Form.Item>
        <Button icon={<ReloadOutlined aria-hidden />} onClick={reset}>
          重置
        </Button>
      </Form.Item>
    </Form>
  );
}
