/**
 * Which row an add/edit dialog of the panel is working on. Each opening is a new session
 * (`key`), so the dialog starts from the row's values as they were when it opened, while
 * closing keeps the session and lets the dialog animate out.
 */
import { useCallback, useState } from 'react';

export interface EditorSession<T> {
  key: number;
  open: boolean;
  /** The row being edited, or -1 when adding one. */
  index: number;
  initial: T;
}

export function useEditorSession<T>(empty: T) {
  const [session, setSession] = useState<EditorSession<T>>({ key: 0, open: false, index: -1, initial: empty });
  const openAt = useCallback(
    (index: number, initial: T) => setSession((s) => ({ key: s.key + 1, open: true, index, initial })),
    [],
  );
  const close = useCallback(() => setSession((s) => ({ ...s, open: false })), []);
  return { session, openAt, close };
}
