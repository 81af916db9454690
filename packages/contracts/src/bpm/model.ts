import Type, { type TSchema } from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { Id, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';

/**
 * A process model: a key (the BPMN process id, fixed once created), its descriptive fields,
 * the form its process starts with, and the BPMN XML the designer saved (null until then).
 * Deployment comes later; `processDefinition` is null until a model has been deployed.
 */

/** The XML name (NCName) rule a BPMN process id must follow; checked by the server and the designer. */
export const MODEL_KEY_PATTERN = '^[a-zA-Z_][\\-_.0-9_a-zA-Z$]*$';

/** `formType`: 10 a process form (designed in 流程表单), 20 a business form (the app's own pages). Dictionary bpm_model_form_type. */
export const BpmModelFormType = { NORMAL: 10, CUSTOM: 20 } as const;

/** The largest BPMN XML accepted, by upload or in an update body. */
export const BPMN_XML_MAX_BYTES = 1024 * 1024;

/** A value or null; the title goes on the union, which is what a validation message names. */
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()], { title: (t as { title?: string }).title });

const modelBase = {
  id: Type.Integer(),
  key: Type.String(),
  name: Type.String(),
  description: Type.String(),
  category: Nullable(Type.String()),
  formType: Nullable(Type.Integer()),
  formId: Nullable(Type.Integer()),
  formCustomCreatePath: Nullable(Type.String()),
  formCustomViewPath: Nullable(Type.String()),
  createTime: Type.Integer(),
};

export const ModelResp = Type.Object({ ...modelBase, bpmnXml: Nullable(Type.String()) });
export type BpmModel = Type.Static<typeof ModelResp>;

export const ProcessDefinitionBrief = Type.Object({
  id: Type.String(),
  version: Type.Integer(),
  deploymentTime: Type.Integer(),
  suspensionState: Type.Integer(),
});

export const ModelPageItem = Type.Object({
  ...modelBase,
  formName: Nullable(Type.String()),
  processDefinition: Nullable(ProcessDefinitionBrief),
});
export type BpmModelPageItem = Type.Static<typeof ModelPageItem>;

const Name = Type.String({ minLength: 1, maxLength: 64, title: '流程名称' });
const Description = Type.String({ maxLength: 255, title: '流程描述' });
const RoutePath = (title: string) => Type.String({ minLength: 1, maxLength: 255, pattern: '^/\\S*$', title });

/** The key's pattern is checked by the server with the reference's message, not here. */
export const ModelCreateBody = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 64, title: '流程标识' }),
  name: Name,
  description: Type.Optional(Nullable(Description)),
});

const modelCrud = crudEndpoints({
  base: '/bpm/model',
  noun: '流程模型',
  permissions: Permissions.bpm.model,
  resp: ModelResp,
  create: ModelCreateBody,
  // Left out: keep the stored value. null: clear it. The form fields that do not apply to
  // `formType` are cleared whatever was sent.
  update: Type.Object({
    id: Id(),
    name: Name,
    description: Type.Optional(Nullable(Description)),
    category: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64, title: '流程分类' }))),
    bpmnXml: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: BPMN_XML_MAX_BYTES, title: 'BPMN XML' }))),
    formType: Type.Optional(Nullable(Type.Union([Type.Literal(10), Type.Literal(20)], { title: '表单类型' }))),
    formId: Type.Optional(Nullable(Id('流程表单'))),
    formCustomCreatePath: Type.Optional(Nullable(RoutePath('表单提交路由'))),
    formCustomViewPath: Type.Optional(Nullable(RoutePath('表单查看地址'))),
  }),
  filters: Type.Object({
    key: Type.Optional(Type.String({ maxLength: 64, title: '流程标识' })),
    name: Type.Optional(Type.String({ maxLength: 64, title: '流程名称' })),
    category: Type.Optional(Type.String({ maxLength: 64, title: '流程分类' })),
  }),
});

export const modelApi = apiGroup('流程模型', {
  ...modelCrud,
  // Page items add the form's name and the deployed definition, and leave out the XML.
  page: { ...modelCrud.page, response: PageResult(ModelPageItem) },
  import: endpoint({
    method: 'POST',
    path: '/bpm/model/import',
    access: { permission: Permissions.bpm.model.import },
    consumes: 'multipart',
    summary: '导入流程模型（multipart 字段 key、name、description 与文件 bpmnFile，BPMN 2.0 XML），返回编号',
    response: Type.Integer(),
  }),
  deploy: endpoint({
    method: 'POST',
    path: '/bpm/model/deploy',
    access: { permission: Permissions.bpm.model.deploy },
    summary: '部署流程模型为新版本的流程定义（上一版本随之挂起，分配规则一并复制）',
    query: Type.Object({ id: Id() }),
    response: Type.Boolean(),
  }),
  updateState: endpoint({
    method: 'PUT',
    path: '/bpm/model/update-state',
    access: { permission: Permissions.bpm.model.update },
    summary: '激活或挂起模型最新部署的流程定义（1 激活，2 挂起）',
    body: Type.Object({ id: Id(), state: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '状态' }) }),
    response: Type.Boolean(),
  }),
});
