/** Long one-line text cut to the cell, in full on hover; `title` shows something fuller (the raw user agent). */
import { Tooltip } from 'antd';

export default function TooltipText({ text, title = text }: { text: string; title?: string }) {
  return (
    <Tooltip placement="topLeft" title={title}>
      <span>{text}</span>
    </Tooltip>
  );
}
