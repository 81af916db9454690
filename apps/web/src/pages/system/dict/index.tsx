/**
 * 字典管理 (`/system/dict`): the contract's `dictTypeResource`; the type code is fixed once
 * created, and opens its data at `/dict/type/data/:dictId`.
 */
import { Link } from 'react-router';
import { dictTypeApi, dictTypeResource, type DictType } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormValuesOf } from '../../../crud/listResource';
import { loadDictionaries } from '../../../session/dictionaries';

type Values = FormValuesOf<typeof dictTypeApi>;

const fields = resourceFormFields<Values>(dictTypeResource).map((field) => (field.name === 'type' ? { ...field, whenEditing: 'disabled' as const } : field));

export default function DictTypePage() {
  return (
    <ResourcePage
      resource={dictTypeResource}
      onWritten={() => void loadDictionaries()}
      render={{ type: (row: DictType) => <Link to={`/dict/type/data/${row.id}`}>{row.type}</Link> }}
      form={{
        width: 500,
        fields,
        // The code is fixed once created: the update carries none.
        toBody: (values, record) => (record ? { ...values, type: undefined } : values) as Values,
      }}
    />
  );
}
