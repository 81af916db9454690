/**
 * 配置管理 (`/infra/config`): keyed values every tenant shares, filtered by name, key, type and
 * day; add, edit (the key is fixed once created), delete (the server refuses built-in rows and
 * says so) and export. The product reads its built-in keys at once after a save.
 */
import { configResource, type BodyOf, type configApi } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';

const yesNo = [
  { label: '是', value: true },
  { label: '否', value: false },
];

// Visibility reads as plain 是/否 here, not as the export's dictionary tag, and is a boolean radio
// in the form; the key is fixed once created.
const fields = resourceFormFields<BodyOf<typeof configApi.create>>(configResource).map((field) =>
  field.name === 'visible' ? { ...field, kind: 'radio' as const, dict: undefined, options: yesNo } : field.name === 'key' ? { ...field, whenEditing: 'disabled' as const } : field,
);

export default function ConfigPage() {
  return (
    <ResourcePage
      resource={configResource}
      render={{ visible: (row) => (row.visible ? '是' : '否') }}
      form={{
        width: 500,
        labelWidth: 90,
        fields,
        // The key is fixed once created: the update carries none.
        toBody: (values, record) => (record ? { ...values, key: undefined } : values) as typeof values,
      }}
    />
  );
}
