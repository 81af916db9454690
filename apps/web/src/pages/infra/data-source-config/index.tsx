/**
 * 数据源配置 (`/infra/data-source-config`): the PostgreSQL databases the code generator reads,
 * the master (the product's own database) first, neither editable nor deletable. The server
 * saves a configuration only once it connects, and says why when it cannot. The password is
 * write-only: 修改 shows the field empty and an empty field keeps the stored one.
 */
import { Input } from 'antd';
import { MASTER_DATA_SOURCE_ID, dataSourceConfigResource, type DataSourceConfig } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';

export default function DataSourceConfigPage() {
  return (
    <ResourcePage
      resource={dataSourceConfigResource}
      // A few rows answered whole by the reference's `list` (no paging).
      unpaged
      writableRow={(row: DataSourceConfig) => row.id !== MASTER_DATA_SOURCE_ID}
      inputs={{ password: <Input.Password placeholder="请输入密码" autoComplete="new-password" /> }}
      form={{
        width: 500,
        // The stored password is never sent to the browser; an empty field leaves it as it is.
        toBody: ({ password, ...rest }) => ({ ...rest, ...(password ? { password } : {}) }) as typeof rest & { password?: string },
      }}
    />
  );
}
