/**
 * Importing a model from a `.bpmn` file (multipart: fields key, name, description and the file
 * bpmnFile). What must stay true: the fields pass the create rules, the file is a BPMN 2.0
 * document (bpmn-xml.ts), and only then is anything written: one model row holding the XML.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { BPMN_XML_MAX_BYTES, ModelCreateBody, modelApi } from '@tenon/contracts';
import { badRequest } from '../../../platform/errors.ts';
import { validatorCompiler } from '../../../platform/validators.ts';
import { describeValidationError, pickValidationError } from '../../../platform/validation-messages.ts';
import { requireBpmn, type ModelCreate } from './model.service.ts';

const FIELDS = ['key', 'name', 'description'] as const;

const checkFields = validatorCompiler({
  schema: ModelCreateBody,
  httpPart: 'body',
  method: 'POST',
  url: modelApi.import.path,
}) as ((v: unknown) => boolean) & { errors?: ErrorObject[] | null };

export interface ModelUpload {
  fields: ModelCreate;
  bpmnXml: string;
}

export async function readModelUpload(raw: FastifyRequest): Promise<ModelUpload> {
  if (!raw.isMultipart()) throw badRequest('请以 multipart/form-data 上传 BPMN 文件（字段 bpmnFile）');
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for await (const part of raw.parts({ limits: { fileSize: BPMN_XML_MAX_BYTES, files: 1, fields: FIELDS.length } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'bpmnFile') {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('请选择要导入的 BPMN 文件（字段 bpmnFile）');
      }
      try {
        file = await part.toBuffer();
      } catch {
        throw badRequest(`BPMN 文件不能超过 ${BPMN_XML_MAX_BYTES / 1024 / 1024} MB`);
      }
    } else if ((FIELDS as readonly string[]).includes(part.fieldname) && typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (!file) throw badRequest('请选择要导入的 BPMN 文件（字段 bpmnFile）');
  if (!checkFields(fields)) throw badRequest(describeValidationError(pickValidationError(checkFields.errors ?? []), 'body'));
  const bpmnXml = file.toString('utf8').replace(/^\uFEFF/, '');
  if (bpmnXml.trim() === '') throw badRequest('BPMN 文件是空文件');
  requireBpmn(bpmnXml);
  return { fields: fields as unknown as ModelCreate, bpmnXml };
}
