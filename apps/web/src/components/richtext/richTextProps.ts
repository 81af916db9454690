export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value?: string;
  onChange?: (html: string) => void;
  /** Height of the writing area in px (300 when left out). */
  height?: number;
  readOnly?: boolean;
  'aria-label'?: string;
}

/** Spec 9: content sync debounce. */
export const CONTENT_SYNC_MS = 250;
