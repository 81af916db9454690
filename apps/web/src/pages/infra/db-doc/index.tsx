/**
 * 数据库文档 (`/infra/db-doc`): the product's own database described, table by table, shown as the
 * HTML document the server writes and downloaded as HTML, Word or Markdown. The document is
 * fetched with the user's token (an iframe's own request would carry none) and shown in a
 * sandboxed frame: no script, no same-origin access, whatever a table's comment holds.
 */
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { DB_DOC_FILE_NAME, dbDocApi, type Endpoint } from '@tenon/contracts';
import { apiClient } from '../../../api/client';
import { downloadFile } from '../../../api/fileTransfer';

const formats: Array<{ label: string; endpoint: Endpoint; extension: string }> = [
  { label: '导出 HTML', endpoint: dbDocApi.exportHtml, extension: 'html' },
  { label: '导出 Word', endpoint: dbDocApi.exportWord, extension: 'docx' },
  { label: '导出 Markdown', endpoint: dbDocApi.exportMarkdown, extension: 'md' },
];

export default function DbDocPage() {
  const [busy, setBusy] = useState<string | null>(null);
  const html = useQuery({
    queryKey: ['infra', 'db-doc', 'html'],
    queryFn: async ({ signal }) => (await apiClient.request<Blob>({ method: dbDocApi.exportHtml.method, url: dbDocApi.exportHtml.path, responseType: 'blob', signal })).text(),
  });
  const download = async (format: (typeof formats)[number]) => {
    setBusy(format.label);
    try {
      await downloadFile(format.endpoint, `${DB_DOC_FILE_NAME}.${format.extension}`);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div>
      <Space style={{ marginBottom: 8 }}>
        {formats.map((format) => (
          <Button key={format.label} type="primary" icon={<DownloadOutlined aria-hidden />} loading={busy === format.label} onClick={() => void download(format).catch(() => undefined)}>
            {format.label}
          </Button>
        ))}
      </Space>
      {html.isError && <Alert type="warning" showIcon title="数据库文档加载失败" />}
      <Spin spinning={html.isLoading}>
        <iframe className="db-doc-document" title={DB_DOC_FILE_NAME} sandbox="" srcDoc={html.data ?? ''} style={{ width: '100%', height: 'calc(100vh - 200px)', minHeight: 400, border: '1px solid #f0f0f0' }} />
      </Spin>
    </div>
  );
}
