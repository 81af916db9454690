/**
 * Text fields of the panel that write when the user leaves them (blur, or Enter on a single
 * line), so typing a word is one undo step rather than one per key. What is shown follows the
 * diagram again whenever the written value changes (an edit elsewhere, an undo, a redo).
 */
import { useState, type ComponentProps } from 'react';
import { Input } from 'antd';

/** Local text that resets to `value` whenever `value` changes from outside. */
function useDraft(value: string) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  return [draft, setDraft] as const;
}

interface Props {
  id?: string;
  value: string | undefined;
  /** Called with the trimmed text when it differs from `value`; '' means cleared. */
  onCommit(next: string): void;
  placeholder?: string;
}

export function CommitInput({ id, value = '', onCommit, placeholder }: Props) {
  const [draft, setDraft] = useDraft(value);
  const commit = () => {
    const next = draft.trim();
    if (next !== value) onCommit(next);
    else setDraft(value);
  };
  return (
    <Input
      id={id}
      value={draft}
      placeholder={placeholder}
      allowClear
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** Multi-line: Enter is a new line, so only leaving the field writes. Text is kept as typed. */
export function CommitTextArea({
  id,
  value = '',
  onCommit,
  placeholder,
  autoSize = { minRows: 2, maxRows: 6 },
}: Props & { autoSize?: ComponentProps<typeof Input.TextArea>['autoSize'] }) {
  const [draft, setDraft] = useDraft(value);
  return (
    <Input.TextArea
      id={id}
      value={draft}
      placeholder={placeholder}
      autoSize={autoSize}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={() => {
        const next = draft.trim() ? draft : '';
        if (next !== value) onCommit(next);
      }}
    />
  );
}
