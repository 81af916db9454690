/**
 * 文件配置 (`/infra/file-config`) and 文件列表 (`/infra/file`): where uploaded files are kept
 * (one storage configuration is the master, which every upload goes to) and the files themselves.
 * Paths and fields are the reference's (docs/files.md). Any signed-in user uploads (an avatar, a
 * notice's image); the list and the storage set-up are the system tenant's; a file is read by its
 * URL with no sign-in at all (an `<img>` sends no header), as the reference serves it.
 */
import Type from 'typebox';
import { apiGroup, endpoint, API_BASE } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, IdQuery, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';

/** `storage` (dictionary `infra_file_storage`): 1 数据库, 10 本地磁盘, 11 FTP, 12 SFTP, 20 S3. FTP and SFTP are refused (docs/files.md). */
export const FileStorage = { DB: 1, LOCAL: 10, FTP: 11, SFTP: 12, S3: 20 } as const;

/** The largest upload 配置管理 may allow (`infra.file.max-size-mb`), in MB: an upload is held in memory while it is stored. */
export const FILE_MAX_SIZE_MB_LIMIT = 100;

/**
 * The URL path a stored file is read at: `<API base>/infra/file/{configId}/get/{path}`, the path one
 * URL segment (a `/` in it is written `%2F`; the paths we make have none).
 */
export const filePathUrl = (configId: number, path: string) => `${API_BASE}/infra/file/${configId}/get/${encodeURIComponent(path)}`;

/**
 * A configuration's storage settings: `basePath` (and `domain`) for 本地磁盘, nothing for 数据库,
 * `endpoint`, `bucket`, `accessKey`, `accessSecret` (and `domain`, `pathStyle`) for S3.
 * `accessSecret` is write-only: no answer carries it.
 */
const ConfigText = (title: string, maxLength = 255) => Type.Optional(Type.String({ maxLength, title }));
export const FileClientConfigInput = Type.Object({
  basePath: ConfigText('基础路径', 500),
  domain: ConfigText('自定义域名', 500),
  endpoint: ConfigText('节点地址', 500),
  bucket: ConfigText('存储 bucket', 63),
  accessKey: ConfigText('accessKey'),
  /** Left out (or empty) in an update: the stored one is kept. */
  accessSecret: ConfigText('accessSecret'),
  /** Path-style addressing (`endpoint/bucket/key`), as MinIO and most self-hosted S3 servers want. */
  pathStyle: Type.Optional(Type.Boolean({ title: 'Path 风格' })),
  // The reference's FTP and SFTP settings: accepted from its form, never stored (those storages are refused).
  host: ConfigText('主机地址'),
  port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65_535, title: '主机端口' })),
  username: ConfigText('用户名'),
  password: ConfigText('密码'),
  mode: ConfigText('连接模式', 16),
}, { additionalProperties: false });
export const FileClientConfigResp = Type.Object({
  basePath: Type.Optional(Type.String()),
  domain: Type.Optional(Type.String()),
  endpoint: Type.Optional(Type.String()),
  bucket: Type.Optional(Type.String()),
  accessKey: Type.Optional(Type.String()),
  pathStyle: Type.Optional(Type.Boolean()),
});
export type FileClientConfig = Type.Static<typeof FileClientConfigInput>;

export const FileConfigResp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  storage: Type.Integer(),
  master: Type.Boolean(),
  remark: Type.String(),
  config: FileClientConfigResp,
  createTime: Type.Integer(),
});
export type FileConfig = Type.Static<typeof FileConfigResp>;

const configEditable = {
  name: Type.String({ minLength: 1, maxLength: 63, title: '配置名' }),
  storage: Type.Integer({ minimum: 1, maximum: 20, title: '存储器' }),
  remark: Type.Optional(Type.String({ maxLength: 255, title: '备注' })),
  config: FileClientConfigInput,
};

const fileConfigFilters = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 63, title: '配置名' })),
  storage: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, title: '存储器' })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const fileConfigApi = apiGroup('文件配置', {
  ...crudEndpoints({
    base: '/infra/file-config',
    noun: '文件配置',
    permissions: Permissions.infra.fileConfig,
    resp: FileConfigResp,
    create: Type.Object(configEditable),
    update: Type.Object({ id: Id(), ...configEditable }),
    filters: fileConfigFilters,
  }),
  updateMaster: endpoint({
    method: 'PUT',
    path: '/infra/file-config/update-master',
    access: { permission: Permissions.infra.fileConfig.update },
    summary: '设为主配置（此后的上传都存到这里）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  test: endpoint({
    method: 'GET',
    path: '/infra/file-config/test',
    access: { permission: Permissions.infra.fileConfig.query },
    summary: '测试文件配置：经它上传一个小图片，返回其访问地址',
    query: IdQuery,
    response: Type.String(),
  }),
  export: endpoint({
    method: 'GET',
    path: '/infra/file-config/export-excel',
    access: { permission: Permissions.infra.fileConfig.export },
    produces: 'file',
    summary: '导出文件配置（xlsx，不含密钥）',
    query: fileConfigFilters,
    response: Type.Unknown(),
  }),
}, { platform: true });

/** 文件配置's list, form, 详细 and export. The storage settings are drawn by the page (they change with the storage). */
export const fileConfigResource = resource({
  api: fileConfigApi,
  noun: '文件配置',
  exportFile: '文件配置.xlsx',
  fields: {
    id: { title: '编号', width: 80 },
    name: { title: '配置名', filter: 'contains' },
    storage: { title: '存储器', dict: Dicts.infraFileStorage, filter: 'equals', form: { placeholder: '请选择存储器' } },
    master: { title: '主配置', width: 100 },
    remark: { title: '备注' },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['name', 'storage', 'remark'],
  defaults: { storage: FileStorage.LOCAL, remark: '' },
});

export const FileResp = Type.Object({
  id: Type.Integer(),
  configId: Type.Integer(),
  path: Type.String(),
  name: Type.String(),
  /** Absolute, as the reference answers it. */
  url: Type.String(),
  /** The content type read from the file's first bytes (never the client's word). */
  type: Type.String(),
  size: Type.Integer(),
  createTime: Type.Integer(),
});
export type InfraFile = Type.Static<typeof FileResp>;

const fileFilters = Type.Object({
  path: Type.Optional(Type.String({ maxLength: 512, title: '文件路径' })),
  type: Type.Optional(Type.String({ maxLength: 128, title: '文件类型' })),
  createTime: Type.Optional(DateTimeRange('创建时间')),
});

export const fileApi = apiGroup('文件管理', {
  page: endpoint({
    method: 'GET',
    path: '/infra/file/page',
    access: { permission: Permissions.infra.file.query },
    summary: '获得文件分页',
    query: Type.Object({ ...PageParam, ...fileFilters.properties }),
    response: PageResult(FileResp),
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/infra/file/delete',
    access: { permission: Permissions.infra.file.delete },
    summary: '删除文件（同时从其存储中删除）',
    query: IdQuery,
    response: Type.Boolean(),
  }),
  upload: endpoint({
    method: 'POST',
    path: '/infra/file/upload',
    // Any signed-in user of any tenant: avatars, a notice's images, a client's logo (docs/files.md).
    access: { login: true },
    consumes: 'multipart',
    summary: '上传文件（multipart 字段 file，可选字段 path），存到主配置，返回访问地址',
    response: Type.String(),
  }),
  get: endpoint({
    method: 'GET',
    path: '/infra/file/{configId}/get/{path}',
    params: Type.Object({
      configId: Id('配置编号'),
      path: Type.String({ minLength: 1, maxLength: 512, title: '文件路径' }),
    }),
    // An <img> sends no header: read by its URL alone, as the reference serves it.
    access: { public: true },
    tenant: 'none',
    produces: 'file',
    summary: '读取文件内容（无需登录；类型由内容判定，非图片等安全类型一律作为附件下载）',
    response: Type.Unknown(),
  }),
}, { platform: true });

/** 文件列表's list. */
export const fileResource = resource({
  api: fileApi,
  noun: '文件',
  fields: {
    id: { title: '文件编号', width: 90 },
    name: { title: '文件名' },
    path: { title: '文件路径', filter: 'contains' },
    url: { title: '文件内容', kind: 'picture' },
    size: { title: '文件大小', width: 110 },
    type: { title: '文件类型', filter: 'contains', width: 160 },
    configId: { title: '配置编号', width: 90, list: false },
    createTime: { title: '上传时间', kind: 'dateTime', filter: 'dateRange' },
  },
});
