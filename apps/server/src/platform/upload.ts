/**
 * Reading the one file of a multipart upload (user import, avatar, BPMN import), with the
 * same refusals everywhere, each naming what was expected: not multipart, no file in the
 * expected field, too large, empty. Text fields listed in `textFields` come back beside it.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, ServiceError } from './errors.ts';

export interface UploadRule {
  /** The multipart field of the file, e.g. `file`. */
  field: string;
  maxBytes: number;
  /** What the file is, in the messages: `Excel 文件`, `头像图片`. */
  what: string;
  /** The verb of "请选择要…的": `导入` or `上传`. */
  verb: '导入' | '上传';
  /** The file's name in the size and emptiness messages; `what` when left out. */
  label?: string;
  textFields?: readonly string[];
  /** The error to answer with; a 400 unless the caller has a code of its own. */
  fail?: (msg: string) => ServiceError;
}

export interface Upload {
  file: Buffer;
  /** The file's name as the client gave it (shown only: never trusted for its type or place). */
  filename: string;
  fields: Record<string, string>;
}

export async function readUpload(raw: FastifyRequest, rule: UploadRule): Promise<Upload> {
  const fail = rule.fail ?? badRequest;
  const label = rule.label ?? rule.what;
  // Chinese text takes a space before a Latin word (上传 Excel 文件), none before Chinese.
  const what = /^[A-Za-z]/.test(rule.what) ? ` ${rule.what}` : rule.what;
  const missing = `请选择要${rule.verb}的${what}（字段 ${rule.field}）`;
  if (!raw.isMultipart()) throw fail(`请以 multipart/form-data 上传${what}（字段 ${rule.field}）`);
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  let filename = '';
  const limits = { fileSize: rule.maxBytes, files: 1, ...(rule.textFields ? { fields: rule.textFields.length } : {}) };
  try {
    for await (const part of raw.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== rule.field) {
          await part.toBuffer().catch(() => undefined);
          throw fail(missing);
        }
        filename = part.filename ?? '';
        try {
          file = await part.toBuffer();
        } catch {
          throw fail(`${label}不能超过 ${rule.maxBytes / 1024 / 1024} MB`);
        }
      } else if (rule.textFields?.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The parser throws plain errors for a header it cannot read (no boundary, or one longer
    // than it can search for); those are the sender's mistake. Our own refusals and the
    // plugin's limit errors already say what went wrong.
    if (err instanceof ServiceError || isClientError(err)) throw err;
    throw fail(`无法读取上传内容：请以 multipart/form-data 上传${what}（字段 ${rule.field}），并带上有效的 boundary`);
  }
  if (!file) throw fail(missing);
  if (file.length === 0) throw fail(`${label}是空文件`);
  return { file, filename, fields };
}

function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
