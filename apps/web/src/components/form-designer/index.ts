/**
 * The form designer (palette, canvas, field and form settings, preview, JSON), shared by
 * 流程表单's 表单设计 (which saves the design) and 表单构建 (which exports it as JSON and code).
 */
export { default as DesignerWorkbench, type DesignerWorkbenchProps, type SettingsTab } from './DesignerWorkbench';
export { designerReducer, newItemId, toItems, type DesignerAction, type DesignerItem, type DesignerState } from './designerState';
export { firstFormProblem, type FormProblem } from './saveChecks';
