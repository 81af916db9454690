/** The infra area's dictionaries, each declared once: its type code and its name in 字典管理 (the seed holds the entries). */
import type { DictionaryTable } from '../dictionaries.ts';

export const infraDictionaries = {
  infraConfigType: { type: 'infra_config_type', name: '参数类型' },
  infraBooleanString: { type: 'infra_boolean_string', name: 'Boolean 是否类型' },
  infraRedisTimeoutType: { type: 'infra_redis_timeout_type', name: 'Redis 超时类型' },
  infraCodegenTemplateType: { type: 'infra_codegen_template_type', name: '代码生成模板类型' },
  infraJobStatus: { type: 'infra_job_status', name: '定时任务状态' },
  infraJobLogStatus: { type: 'infra_job_log_status', name: '定时任务日志状态' },
  infraApiErrorLogProcessStatus: { type: 'infra_api_error_log_process_status', name: 'API 异常数据的处理状态' },
  infraCodegenScene: { type: 'infra_codegen_scene', name: '代码生成的场景枚举' },
  infraFileStorage: { type: 'infra_file_storage', name: '文件存储器' },
  infraCodegenFrontType: { type: 'infra_codegen_front_type', name: '代码生成的前端类型' },
} as const satisfies DictionaryTable;
