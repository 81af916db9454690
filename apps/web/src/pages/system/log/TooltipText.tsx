/** Long one-line text (a browser's user agent) cut to the cell, in full on hover. */
import { Tooltip } from 'antd';

export default function TooltipText({ text }: { text: string }) {
  return (
    <Tooltip placement="topLeft" title={text}>
      <span>{text}</span>
    </Tooltip>
  );
}
