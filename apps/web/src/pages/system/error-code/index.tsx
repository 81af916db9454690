/**
 * 错误码管理 (`/system/error-code`): the contract's `errorCodeResource`. Saving a row makes it
 * 手动编辑, and from then on the server answers that code with the saved message.
 */
import { errorCodeResource } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceColumns } from '../../../crud/fromResource';

// A code is searched as a number, as the reference's search form does.
const columns = resourceColumns(errorCodeResource).map((column) =>
  column.dataIndex === 'code' && typeof column.search === 'object' ? { ...column, search: { ...column.search, kind: 'number' as const } } : column,
);

export default function ErrorCodePage() {
  return <ResourcePage resource={errorCodeResource} columns={columns} form={{ width: 600, labelWidth: 120 }} />;
}
