/** The process form renderer and the stored form's shape, for the form pages and the process runtime. */
export { default as FormRenderer, defaultValuesOf, spanOf, type FormRendererProps, type FormValues } from './FormRenderer';
export { default as FieldControl } from './FieldControl';
export { default as LayoutBlock, dividerText } from './LayoutBlock';
export * from './formSchema';
export * from './fieldKinds';
export { requiredMessageOf, defaultRequiredMessage, validationRulesOf } from './fieldValidation';
export { formLayoutOf } from './formLayout';
export { dateFormatOf, dateTypeOf, TIME_FORMAT } from './dateValues';
