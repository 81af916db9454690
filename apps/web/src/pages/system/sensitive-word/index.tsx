/**
 * 敏感词 (`/system/sensitive-word`): the platform's list of words refused where users publish,
 * filtered by word, tag, status and creation time; add, edit (tags picked from those in use or
 * typed new), delete, export, and 测试, which checks a text against the enabled words.
 */
import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { CommonStatus, Permissions, sensitiveWordApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import { Can } from '../../../permission/Can';
import { useTagOptions } from './useTagOptions';
import TagSelect from './TagSelect';
import ValidateTextDialog from './ValidateTextDialog';

export default function SensitiveWordPage() {
  const tags = useTagOptions();
  const [testing, setTesting] = useState(false);
  return (
    <ListPage
      api={sensitiveWordApi}
      permissions={Permissions.system.sensitiveWord}
      noun="敏感词"
      exportFile="敏感词.xlsx"
      toolbar={
        <Can permissions={[Permissions.system.sensitiveWord.query]}>
          <Button color="primary" variant="outlined" icon={<ExperimentOutlined aria-hidden />} onClick={() => setTesting(true)}>
            测试
          </Button>
        </Can>
      }
      columns={[
        { title: '编号', dataIndex: 'id', width: 100 },
        { title: '敏感词', dataIndex: 'name', search: true },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: true },
        { title: '描述', dataIndex: 'description' },
        {
          title: '标签',
          dataIndex: 'tags',
          render: (row) => (
            <Space size={4} wrap>
              {row.tags.map((tag) => (
                <Tag key={tag}>{tag}</Tag>
              ))}
            </Space>
          ),
          search: { name: 'tag', kind: 'select', options: tags, placeholder: '请选择标签' },
        },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 500,
        defaults: { status: CommonStatus.ENABLE, tags: [] },
        fields: [
          { label: '敏感词', name: 'name' },
          { label: '标签', name: 'tags', required: '标签不能为空', input: <TagSelect options={tags} ariaLabel="标签" /> },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '描述', name: 'description', kind: 'textarea' },
        ],
      }}
    >
      <ValidateTextDialog open={testing} tags={tags} onClose={() => setTesting(false)} />
    </ListPage>
  );
}
