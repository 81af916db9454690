/** How the pay screens write amounts and raw texts, as the reference's do. */
import { Typography } from 'antd';
import { yuan } from '../../../crud/fromResource';

/** Integer cents as `￥12.34`. */
export const yuanText = (cents: number) => `￥${yuan(cents)}`;

/** A channel's raw notification (JSON, XML or a form): kept whole, in a block that scrolls. */
export function RawBlock({ text, label }: { text: string; label: string }) {
  return (
    <Typography.Paragraph
      aria-label={label}
      style={{ maxHeight: 240, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', fontSize: 12, margin: 0 }}
    >
      {text}
    </Typography.Paragraph>
  );
}
