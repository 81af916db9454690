/**
 * A documentation link above a screen (docs/console.md, "Documentation hints and analytics"): 【title】文档地址：url,
 * opening the page in a new window. Builds set VITE_DOC_ALERT=false to leave them all out.
 *
 *   <DocAlert title="站内信配置" url="https://…" />
 */
import { Alert } from 'antd';
import { DOC_ALERT_ENABLED } from '../utils/siteLinks';

export interface DocAlertProps {
  title: string;
  url: string;
}

export default function DocAlert({ title, url }: DocAlertProps) {
  if (!DOC_ALERT_ENABLED) return null;
  return (
    <Alert
      type="success"
      showIcon
      className="tenon-doc-alert"
      style={{ marginBottom: 12 }}
      title={
        <a href={url} target="_blank" rel="noopener noreferrer">
          【{title}】文档地址：{url}
        </a>
      }
    />
  );
}
