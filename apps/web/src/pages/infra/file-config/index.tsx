/**
 * 文件配置 (`/infra/file-config`): where uploads are stored. The form's settings follow the chosen
 * storage (本地磁盘: 基础路径; S3: 节点地址, bucket, accessKey, accessSecret, Path 风格; each: 自定义域名);
 * the accessSecret is never shown (left empty on 修改, the stored one is kept). 主配置 is a switch
 * on the row (exactly one is on; turning another on moves it); 测试 uploads a small image through
 * the row and shows its URL.
 */
import { useState } from 'react';
import { App, Switch, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { FileStorage, Permissions, fileConfigApi, fileConfigResource, type FileClientConfig, type FileConfig } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormField, FormValuesOf } from '../../../crud/listResource';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { callApi } from '../../../api/callApi';
import { useCan } from '../../../permission/useCan';

type Body = FormValuesOf<typeof fileConfigApi>;
/** The form's flat values: the body's own fields, and its `config` settings beside them. */
type Values = Omit<Body, 'config'> & Pick<FileClientConfig, 'basePath' | 'domain' | 'endpoint' | 'bucket' | 'accessKey' | 'accessSecret' | 'pathStyle'>;

const yesNo = [
  { label: '启用', value: true },
  { label: '禁用', value: false },
];
const of = (...kinds: number[]) => (values: Partial<Values>) => kinds.includes(Number(values.storage));

/** The settings each storage takes, in the form's order after 存储器. */
const settings: FormField<Values>[] = [
  { name: 'basePath', label: '基础路径', required: true, shownWhen: of(FileStorage.LOCAL), placeholder: '请输入基础路径（相对路径在数据目录下）', tooltip: '相对路径在服务器的数据目录下；不能是数据目录本身' },
  { name: 'endpoint', label: '节点地址', required: true, shownWhen: of(FileStorage.S3), placeholder: '请输入节点地址，如 https://s3.cn-north-1.amazonaws.com.cn' },
  { name: 'bucket', label: '存储 bucket', required: true, shownWhen: of(FileStorage.S3), placeholder: '请输入 bucket' },
  { name: 'accessKey', label: 'accessKey', required: true, shownWhen: of(FileStorage.S3), placeholder: '请输入 accessKey' },
  { name: 'accessSecret', label: 'accessSecret', required: false, shownWhen: of(FileStorage.S3), placeholder: '请输入 accessSecret（修改时留空则保持不变）' },
  { name: 'pathStyle', label: 'Path 风格', kind: 'radio', options: yesNo, required: false, shownWhen: of(FileStorage.S3), tooltip: '以 节点地址/bucket/文件 访问（MinIO 等自建服务多需启用）' },
  { name: 'domain', label: '自定义域名', required: false, shownWhen: of(FileStorage.DB, FileStorage.LOCAL, FileStorage.S3), placeholder: '请输入自定义域名（可留空），如 https://files.example.com' },
];

const base = resourceFormFields<Values>(fileConfigResource as never);
const fields: FormField<Values>[] = [
  ...base.filter((f) => f.name !== 'remark').map((f) => (f.name === 'storage' ? { ...f, kind: 'select' as const } : f)),
  ...settings,
  ...base.filter((f) => f.name === 'remark'),
];

const SETTING_NAMES = ['basePath', 'domain', 'endpoint', 'bucket', 'accessKey', 'accessSecret', 'pathStyle'] as const;

function fromRecord(record: FileConfig): Partial<Values> {
  const { config, ...rest } = record;
  return { ...rest, ...config, accessSecret: '' };
}

function toBody(values: Values): Body {
  const config: Record<string, unknown> = { domain: values.domain ?? '' };
  for (const name of SETTING_NAMES) if (values[name] !== undefined && values[name] !== '') config[name] = values[name];
  const { name, storage, remark } = values;
  return { name, storage, remark, config } as Body;
}

export default function FileConfigPage() {
  const { modal } = App.useApp();
  const confirmed = useConfirmedAction();
  const mayUpdate = useCan().hasPermission(Permissions.infra.fileConfig.update);
  const [testing, setTesting] = useState<number | null>(null);

  const makeMaster = (row: FileConfig) =>
    confirmed({
      confirm: `是否确认修改配置编号为"${row.id}"的数据项为主配置?`,
      run: () => callApi(fileConfigApi.updateMaster, { query: { id: row.id } }),
      success: '修改成功',
      reloads: fileConfigApi.page,
    });
  const test = async (row: FileConfig) => {
    setTesting(row.id);
    try {
      const url = await callApi(fileConfigApi.test, { query: { id: row.id } });
      modal.success({
        title: '测试上传成功',
        width: 560,
        content: (
          <Typography.Paragraph copyable={{ text: url }}>
            访问地址：
            <a href={url} target="_blank" rel="noreferrer">
              {url}
            </a>
          </Typography.Paragraph>
        ),
        okText: '确定',
      });
    } catch {
      // The request client has shown the refusal.
    } finally {
      setTesting(null);
    }
  };

  return (
    <ResourcePage
      resource={fileConfigResource}
      render={{
        master: (row) => (
          <Switch
            checked={row.master}
            aria-label={`${row.name}是否主配置`}
            // The master is turned off only by turning another on.
            disabled={row.master || !mayUpdate}
            onChange={() => void makeMaster(row)}
          />
        ),
      }}
      rowActions={[
        {
          label: '测试',
          icon: <ExperimentOutlined aria-hidden />,
          permission: Permissions.infra.fileConfig.query,
          onClick: (row) => void test(row),
          shownFor: (row) => testing !== row.id,
          beforeDelete: true,
        },
      ]}
      undeletableRow={(row) => (row.master ? '主配置不能删除' : undefined)}
      form={{
        width: 680,
        labelWidth: 120,
        fields: fields as never,
        defaults: { storage: FileStorage.LOCAL, pathStyle: true, remark: '' } as never,
        fromRecord: fromRecord as never,
        toBody: toBody as never,
      }}
    />
  );
}
