/**
 * The form feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { validateFormValues } from './form-values.ts';
export { type FormRow, formNames, requireForm } from './form-lookups.ts';
export { demoPurchaseFormId } from './form.demo.ts';
