/**
 * The one place that writes error replies, always as the envelope with HTTP 200 and a Chinese
 * message (the client branches on the body's code). Mistakes of the caller get 400 and a
 * sentence naming the problem; anything unexpected is logged with its trace id and answered
 * with code 500 and that id only, never internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCodes } from '@tenon/contracts';
import { fillMessage, ServiceError } from './errors.ts';
import { describeValidationError, pickValidationError } from './validation-messages.ts';

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope's code and message of an error reply, for whoever records outcomes (the operate log). */
    operateResult?: { code: number; msg: string };
    /** The unexpected error a 500 answer stands for, for whoever records failures (the API error log). */
    unexpectedError?: unknown;
  }
}

const send = (reply: FastifyReply, code: number, msg: string) => {
  reply.operateResult = { code, msg };
  return reply
    .status(200)
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code, data: null, msg });
};

function clientErrorMessage(err: FastifyError, bodyLimit: number): string | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `请求体过大，不能超过 ${Math.round(bodyLimit / 1024)} KB`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return '不支持的请求内容类型，请使用 application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return '请求体不能为空';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return '请求体长度与 Content-Length 不一致';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return '请求体不是合法的 JSON';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return '请使用 multipart/form-data 上传文件';
    case 'FST_REQ_FILE_TOO_LARGE':
      return '上传的文件过大';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return '上传的文件或字段过多';
  }
  if (err instanceof SyntaxError || err.name === 'SyntaxError') return '请求体不是合法的 JSON';
  return undefined;
}

/**
 * The message an administrator set for a module code in 错误码管理, or undefined to keep the
 * catalogue's. Read on every coded error reply, so it must be a cache hit, not a query.
 */
export type EditedMessageLookup = (code: number) => Promise<string | undefined>;

/** Module codes (1_002_xxx_xxx…) are the editable ones; the global 400/401/403… stay as they are. */
const isModuleCode = (code: number) => code >= 1_000_000_000;

async function messageOf(err: ServiceError, lookup: EditedMessageLookup | undefined, req: FastifyRequest): Promise<string> {
  if (!lookup || !isModuleCode(err.code)) return err.message;
  try {
    const edited = await lookup(err.code);
    return edited === undefined ? err.message : fillMessage(edited, err.args);
  } catch (lookupErr) {
    // The catalogue's own message is always a correct answer; the reply must not fail over it.
    req.log.warn({ err: lookupErr }, 'edited error message lookup failed');
    return err.message;
  }
}

/** Installs the handler; `useEditedMessages` is given the lookup once the database is open. */
export function installErrorHandling(app: FastifyInstance, opts: { bodyLimit: number; apiBase: string }) {
  let editedMessages: EditedMessageLookup | undefined;
  app.setErrorHandler(async (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof ServiceError) return send(reply, err.code, await messageOf(err, editedMessages, req));
    if (err.validation && err.validation.length > 0) {
      return send(reply, 400, describeValidationError(pickValidationError(err.validation as never), err.validationContext ?? 'body'));
    }
    // Two requests racing to create the same name both pass the service's check; the unique
    // index stops the second, which is the caller's conflict, not a server failure.
    if (pgCode(err) === '23505') return send(reply, 400, '数据已存在（可能刚被其他人创建），请刷新后重试');
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 404) return send(reply, ErrorCodes.NOT_FOUND.code, ErrorCodes.NOT_FOUND.msg);
      return send(reply, 400, clientErrorMessage(err, opts.bodyLimit) ?? ErrorCodes.BAD_REQUEST.msg);
    }
    req.log.error({ err, traceId: req.id }, 'unhandled error');
    reply.unexpectedError = err;
    return send(reply, 500, `系统异常，请稍后重试或联系管理员（追踪号：${req.id}）`);
  });
  return {
    useEditedMessages(lookup: EditedMessageLookup) {
      editedMessages = lookup;
    },
  };
}

/** The SQLSTATE of a PostgreSQL error, wherever the driver (pg or PGlite, via Drizzle) put it. */
export function pgCode(err: unknown): string | undefined {
  for (let current = err as { code?: unknown; cause?: unknown } | undefined, i = 0; current && i < 4; current = current.cause as typeof current, i++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
  }
  return undefined;
}

export function apiNotFound(reply: FastifyReply) {
  return send(reply, ErrorCodes.NOT_FOUND.code, '请求地址不存在');
}
