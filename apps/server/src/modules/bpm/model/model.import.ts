/**
 * Importing a model from a `.bpmn` file (multipart: fields key, name, description and the file
 * bpmnFile). What must stay true: the fields pass the create rules, the file is a BPMN 2.0
 * document (bpmn-xml.ts), and only then is anything written: one model row holding the XML.
 */
import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { BPMN_XML_MAX_BYTES, ModelCreateBody, modelApi } from '@tenon/contracts';
import { badRequest } from '../../../platform/errors.ts';
import { readUpload } from '../../../platform/upload.ts';
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
  const { file, fields } = await readUpload(raw, {
    field: 'bpmnFile',
    maxBytes: BPMN_XML_MAX_BYTES,
    what: 'BPMN 文件',
    verb: '导入',
    textFields: FIELDS,
  });
  if (!checkFields(fields)) throw badRequest(describeValidationError(pickValidationError(checkFields.errors ?? []), 'body'));
  const bpmnXml = file.toString('utf8').replace(/^\uFEFF/, '');
  if (bpmnXml.trim() === '') throw badRequest('BPMN 文件是空文件');
  await requireBpmn(bpmnXml);
  return { fields: fields as unknown as ModelCreate, bpmnXml };
}
