/**
 * The infra area's error codes (module 1_001): configuration, scheduled jobs. Composed into `ErrorCodes`.
 */
import { errorCode, type ErrorTable } from '../area-kit.ts';

export const infraErrors = {
  // -- configuration --
  CONFIG_NOT_EXISTS: errorCode(1_001_000_001, '参数配置不存在'),
  CONFIG_KEY_DUPLICATE: errorCode(1_001_000_002, '参数配置 key 重复'),
  CONFIG_CAN_NOT_DELETE_SYSTEM_TYPE: errorCode(1_001_000_003, '不能删除类型为系统内置的参数配置'),
  CONFIG_GET_VALUE_ERROR_IF_VISIBLE: errorCode(1_001_000_004, '获取参数配置失败，原因：不允许获取不可见配置'),
  /** Tenon: a built-in key the product reads holds a value it cannot use (a number, a switch). */
  CONFIG_VALUE_INVALID: errorCode(1_001_000_005, '参数【{}】的值不正确：{}'),
  // -- scheduled jobs (the reference's codes and texts) --
  JOB_NOT_EXISTS: errorCode(1_001_001_000, '定时任务不存在'),
  JOB_HANDLER_EXISTS: errorCode(1_001_001_001, '定时任务的处理器已经存在'),
  JOB_CHANGE_STATUS_INVALID: errorCode(1_001_001_002, '只允许修改为开启或者关闭状态'),
  JOB_CHANGE_STATUS_EQUALS: errorCode(1_001_001_003, '定时任务已经处于该状态，无需修改'),
  JOB_UPDATE_ONLY_NORMAL_STATUS: errorCode(1_001_001_004, '只有开启状态的任务，才可以修改'),
  JOB_CRON_EXPRESSION_VALID: errorCode(1_001_001_005, 'CRON 表达式不正确'),
  /** Tenon: the handler is not one the server registers (the reference names a missing Spring bean). */
  JOB_HANDLER_BEAN_NOT_EXISTS: errorCode(1_001_001_006, '定时任务的处理器【{}】不存在'),
  /** Tenon: the job log rows' own "not found" (the reference answers an empty detail). */
  JOB_LOG_NOT_EXISTS: errorCode(1_001_001_100, '定时任务日志不存在'),
  // -- files (the reference's codes and texts) --
  FILE_PATH_EXISTS: errorCode(1_001_003_000, '文件路径已存在'),
  FILE_NOT_EXISTS: errorCode(1_001_003_001, '文件不存在'),
  FILE_IS_EMPTY: errorCode(1_001_003_002, '文件为空'),
  /** Tenon: an upload larger than 配置管理's `infra.file.max-size-mb`. */
  FILE_TOO_LARGE: errorCode(1_001_003_003, '文件不能超过 {} MB'),
  /** Tenon: a path with `..`, a leading `/`, a backslash or a control character. */
  FILE_PATH_INVALID: errorCode(1_001_003_004, '文件路径不正确：{}'),
  /** Tenon: the storage could not be reached or refused the operation (its own message follows). */
  FILE_STORAGE_FAILED: errorCode(1_001_003_005, '文件存储操作失败：{}'),
  FILE_CONFIG_NOT_EXISTS: errorCode(1_001_006_000, '文件配置不存在'),
  FILE_CONFIG_DELETE_FAIL_MASTER: errorCode(1_001_006_001, '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件'),
  /** Tenon: FTP and SFTP are not supported (docs/files.md). */
  FILE_CONFIG_STORAGE_UNSUPPORTED: errorCode(1_001_006_002, '暂不支持该存储器：{}，请使用数据库、本地磁盘或 S3 对象存储'),
  /** Tenon: a storage setting is missing or wrong. */
  FILE_CONFIG_INVALID: errorCode(1_001_006_003, '文件配置不正确：{}'),
  /** Tenon: an update that sends the stored secret to another endpoint or bucket must bring it again. */
  FILE_CONFIG_SECRET_REQUIRED: errorCode(1_001_006_004, '修改了节点地址或 bucket，请重新填写 accessSecret'),
  // -- data sources (the reference's codes and texts, then Tenon's) --
  DATA_SOURCE_CONFIG_NOT_EXISTS: errorCode(1_001_007_000, '数据源配置不存在'),
  DATA_SOURCE_CONFIG_NOT_OK: errorCode(1_001_007_001, '数据源配置不正确，无法进行连接'),
  /** Tenon: the master data source is the product's own database. */
  DATA_SOURCE_CONFIG_MASTER_READONLY: errorCode(1_001_007_002, '主数据源（master）是系统自身的数据库，不能修改或删除'),
  /** Tenon: a URL that is not a PostgreSQL one, or names a host the outbound policy refuses. */
  DATA_SOURCE_CONFIG_URL_INVALID: errorCode(1_001_007_003, '数据源连接不正确：{}'),
  /** Tenon: an update that sends the stored password to another server or user must bring it again. */
  DATA_SOURCE_CONFIG_PASSWORD_REQUIRED: errorCode(1_001_007_004, '修改了数据源连接或用户名，请重新填写密码'),
  // -- code generation: the reference's texts; its v1.8.3 numbers them in the retired tool module
  // 1_003_001, ours in the infra module as its later releases do (1_001_004) --
  CODEGEN_TABLE_EXISTS: errorCode(1_001_004_000, '表定义已经存在'),
  CODEGEN_IMPORT_TABLE_NULL: errorCode(1_001_004_001, '导入的表不存在'),
  CODEGEN_IMPORT_COLUMNS_NULL: errorCode(1_001_004_002, '导入的字段不存在'),
  CODEGEN_TABLE_NOT_EXISTS: errorCode(1_001_004_004, '表定义不存在'),
  CODEGEN_SYNC_COLUMNS_NULL: errorCode(1_001_004_006, '同步的字段不存在'),
  CODEGEN_SYNC_NONE_CHANGE: errorCode(1_001_004_007, '同步失败，不存在改变'),
  CODEGEN_TABLE_INFO_TABLE_COMMENT_IS_NULL: errorCode(1_001_004_008, '数据库的表注释未填写'),
  CODEGEN_TABLE_INFO_COLUMN_COMMENT_IS_NULL: errorCode(1_001_004_009, '数据库的表字段({})注释未填写'),
  /** Tenon: what the kit cannot generate (a filter it has no kind for, a column the update does not own). */
  CODEGEN_SETTING_INVALID: errorCode(1_001_004_010, '生成配置不正确：{}'),
  CODEGEN_MASTER_TABLE_NOT_EXISTS: errorCode(1_001_004_011, '主表(id={})定义不存在，请检查'),
  CODEGEN_MASTER_GENERATION_FAIL_NO_SUB_TABLE: errorCode(1_001_004_012, '主表生成代码失败，原因：它没有子表'),
  CODEGEN_SUB_GENERATED_WITH_MASTER: errorCode(1_001_004_013, '子表随主表生成，请预览主表({})'),
  // -- 代码生成示例 (the reference's code; the text the generator writes) --
  TEST_DEMO_NOT_EXISTS: errorCode(1_001_005_000, '测试示例不存在'),
  // -- the generator's 树表 and 主子表 samples (the texts it writes) --
  DEMO02_CATEGORY_NOT_EXISTS: errorCode(1_001_008_000, '示例分类不存在'),
  DEMO02_CATEGORY_EXITS_CHILDREN: errorCode(1_001_008_001, '存在子示例分类，无法删除'),
  DEMO02_CATEGORY_PARENT_NOT_EXITS: errorCode(1_001_008_002, '父级示例分类不存在'),
  DEMO02_CATEGORY_PARENT_ERROR: errorCode(1_001_008_003, '不能设置自己为父示例分类'),
  DEMO02_CATEGORY_PARENT_IS_CHILD: errorCode(1_001_008_004, '不能设置自己的子示例分类为父示例分类'),
  DEMO02_CATEGORY_NAME_UNIQUE: errorCode(1_001_008_005, '已经存在该名字的示例分类'),
  DEMO03_STUDENT_NOT_EXISTS: errorCode(1_001_009_000, '示例学生不存在'),
  DEMO03_COURSE_NOT_EXISTS: errorCode(1_001_009_001, '示例课程不存在'),
  // -- API logs (the reference's codes and texts) --
  API_ERROR_LOG_NOT_FOUND: errorCode(1_001_002_000, 'API 错误日志不存在'),
  API_ERROR_LOG_PROCESSED: errorCode(1_001_002_001, 'API 错误日志已处理'),
} as const satisfies ErrorTable;
