/**
 * 被调用流程标识: typed freely, with the tenant's model keys offered as the user types. The
 * suggestions are the newest models' keys (one page); any other key can still be typed. It is
 * written when the user picks a suggestion or leaves the field, one undo step.
 */
import { useEffect, useState } from 'react';
import { AutoComplete } from 'antd';
import { modelApi, type BpmModelPageItem } from '@tenon/contracts';
import { callApi } from '../../../../../../api/callApi';

const QUERY = { pageNo: 1, pageSize: 100 };

interface Props {
  id: string;
  value: string;
  /** Called with the trimmed key when it differs from `value`; '' means cleared. */
  onCommit(next: string): void;
}

export default function CalledElementInput({ id, value, onCommit }: Props) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const models = useModels();

  const commit = (text: string) => {
    const next = text.trim();
    if (next !== value) onCommit(next);
    else setDraft(value);
  };

  const typed = draft.trim().toLowerCase();
  const options = (models)
    .filter((m) => !typed || m.key.toLowerCase().includes(typed) || m.name.toLowerCase().includes(typed))
    .map((m) => ({ value: m.key, label: `${m.name}（${m.key}）` }));

  return (
    <AutoComplete
      id={id}
      value={draft}
      options={options}
      placeholder="请输入或选择流程标识"
      allowClear
      onChange={(text: string) => setDraft(text ?? '')}
      onSelect={(key: string) => {
        setDraft(key);
        commit(key);
      }}
      onBlur={() => commit(draft)}
    />
  );
}

/** Loaded once per opening of the section (the designer page does not share react-query's cache with the panel's tests). */
function useModels(): BpmModelPageItem[] {
  const [models, setModels] = useState<BpmModelPageItem[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    // Suggestions only: a failure leaves the field a plain text input, without a toast.
    callApi(modelApi.page, { query: QUERY, signal: abort.signal, showError: false }).then(
      (page) => setModels(page.list),
      () => undefined,
    );
    return () => abort.abort();
  }, []);
  return models;
}
