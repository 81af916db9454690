/** Where a script lives (docs/process-designer.md, "Element rules"): inline, as its text, or external, at a resource address. */
export type ScriptType = 'inlineScript' | 'externalScript';

export const SCRIPT_TYPES: { value: ScriptType; label: string }[] = [
  { value: 'inlineScript', label: '内联脚本' },
  { value: 'externalScript', label: '外部脚本' },
];
