import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Int, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';

/**
 * A deployed, immutable version of a process model. Its id is `key:version:uuid` (a string, as
 * Flowable's are). Deploying a model again makes a new version and suspends the previous one.
 */
export const DEFINITION_ID_MAX_LENGTH = 128;
export const DefinitionId = (title = '流程定义编号') => Type.String({ minLength: 1, maxLength: DEFINITION_ID_MAX_LENGTH, title });

const Nullable = <T extends ReturnType<typeof Type.String> | ReturnType<typeof Type.Integer>>(t: T) => Type.Union([t, Type.Null()]);

export const ProcessDefinitionResp = Type.Object({
  id: Type.String(),
  key: Type.String(),
  version: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: Nullable(Type.String()),
  formType: Nullable(Type.Integer()),
  formId: Nullable(Type.Integer()),
  /** The start form's settings and fields (JSON text each), copied at deploy. */
  formConf: Nullable(Type.String()),
  formFields: Type.Array(Type.String()),
  formCustomCreatePath: Nullable(Type.String()),
  formCustomViewPath: Nullable(Type.String()),
  suspensionState: Type.Integer(),
  formName: Nullable(Type.String()),
  deploymentTime: Type.Integer(),
});
export type BpmProcessDefinition = Type.Static<typeof ProcessDefinitionResp>;

const SuspensionState = Int('挂起状态', { minimum: 1, maximum: 2 });

export const processDefinitionApi = apiGroup('流程定义', {
  page: endpoint({
    method: 'GET',
    path: '/bpm/process-definition/page',
    access: { permission: Permissions.bpm.processDefinition.query },
    summary: '获得流程定义分页（key 过滤一个模型的各版本，新版本在前）',
    query: Type.Object({ ...PageParam, key: Type.Optional(Type.String({ maxLength: 64, title: '流程标识' })) }),
    response: PageResult(ProcessDefinitionResp),
  }),
  list: endpoint({
    method: 'GET',
    path: '/bpm/process-definition/list',
    access: { permission: Permissions.bpm.processDefinition.query },
    summary: '获得流程定义列表（发起流程页用 suspensionState=1 取可发起的版本）',
    query: Type.Object({ suspensionState: Type.Optional(SuspensionState) }),
    response: Type.Array(ProcessDefinitionResp),
  }),
  getBpmnXml: endpoint({
    method: 'GET',
    path: '/bpm/process-definition/get-bpmn-xml',
    access: { permission: Permissions.bpm.processDefinition.query },
    summary: '获得流程定义的 BPMN XML',
    query: Type.Object({ id: DefinitionId() }),
    response: Type.String(),
  }),
});
