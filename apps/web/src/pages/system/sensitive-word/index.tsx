/**
 * 敏感词 (`/system/sensitive-word`): the contract's `sensitiveWordResource`, the platform's list
 * of words refused where users publish; tags are picked from those in use or typed new, and 测试
 * checks a text against the enabled words.
 */
import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { Permissions, sensitiveWordResource, type SensitiveWord } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceColumns } from '../../../crud/fromResource';
import { Can } from '../../../permission/Can';
import { useTagOptions } from './useTagOptions';
import TagSelect from './TagSelect';
import ValidateTextDialog from './ValidateTextDialog';

const tagCell = (row: SensitiveWord) => (
  <Space size={4} wrap>
    {row.tags.map((tag) => (
      <Tag key={tag}>{tag}</Tag>
    ))}
  </Space>
);

export default function SensitiveWordPage() {
  const tags = useTagOptions();
  const [testing, setTesting] = useState(false);
  // The tag filter chooses among the tags in use, which no dictionary holds.
  const columns = resourceColumns<SensitiveWord>(sensitiveWordResource, { tags: tagCell }).map((column) =>
    column.dataIndex === 'tags' && typeof column.search === 'object' ? { ...column, search: { ...column.search, kind: 'select' as const, options: tags } } : column,
  );
  return (
    <ResourcePage
      resource={sensitiveWordResource}
      columns={columns}
      form={{ width: 500 }}
      inputs={{ tags: <TagSelect options={tags} ariaLabel={sensitiveWordResource.fields.tags.title} /> }}
      toolbar={
        <Can permissions={[Permissions.system.sensitiveWord.query]}>
          <Button color="primary" variant="outlined" icon={<ExperimentOutlined aria-hidden />} onClick={() => setTesting(true)}>
            测试
          </Button>
        </Can>
      }
    >
      <ValidateTextDialog open={testing} tags={tags} onClose={() => setTesting(false)} />
    </ResourcePage>
  );
}
