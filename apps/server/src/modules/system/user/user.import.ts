/**
 * Importing users from a spreadsheet, and the template to fill in. What must stay true:
 * - a file that cannot be read (not xlsx, no header, missing columns, no rows, too many rows)
 *   is refused with one clear message and changes nothing;
 * - each row is checked like a create (the contract's field rules, then `UserWriteCheck`), and
 *   a row that fails is reported with its reason while the good rows are written, all in one
 *   transaction after the whole file has been checked;
 * - existing usernames are updated only with `updateSupport`, only within the caller's data
 *   scope, and a user disabled by the import is signed out at once;
 * - imported users get a random password nobody knows: an administrator resets it (reset
 *   password) before the user's first login. No default password is ever set.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { readUpload } from '../../../platform/upload.ts';
import Type from 'typebox';
import type { ErrorObject } from 'ajv';
import { and, eq, inArray } from 'drizzle-orm';
import { CommonStatus, ErrorCodes, userApi, Dicts, USER_IMPORT_TEMPLATE_FILE } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { user } from './user.schema.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { readXlsx, writeXlsx } from '../../../platform/excel.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { validatorCompiler } from '../../../platform/validators.ts';
import { describeValidationError, pickValidationError } from '../../../platform/validation-messages.ts';
import type { DictDataService } from '../dict/index.ts';
import { hashPassword } from '../../../platform/password.ts';
import { normaliseMobile, UserWriteCheck } from './user.rules.ts';
import { visibleUsersWhere } from './user-visibility.ts';
import { revokeUserSessions } from '../auth/index.ts';
import { userChangeRefusal } from './user-protection.ts';

export const USER_IMPORT_MAX_ROWS = 5_000;
export const USER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** The template's columns, which are also the headers an import reads. */
const COLUMNS = {
  username: '用户名称',
  nickname: '用户昵称',
  deptId: '部门编号',
  email: '邮箱',
  mobile: '手机号码',
  sex: '性别',
  status: '账号状态',
} as const;
const REQUIRED_COLUMNS = [COLUMNS.username, COLUMNS.nickname];
/** Ids are PostgreSQL `integer`s. */
const MAX_ID = 2_147_483_647;

export interface ImportResult {
  createUsernames: string[];
  updateUsernames: string[];
  failureUsernames: Record<string, string>;
}

type Row = Record<keyof typeof COLUMNS, string>;

/** The same field rules as the create form, so a row is refused for the same reasons. */
const createFields = userApi.create.body!.properties;
const checkRowFields = validatorCompiler({
  schema: Type.Object({
    username: createFields.username,
    nickname: createFields.nickname,
    email: createFields.email,
    mobile: createFields.mobile,
  }),
  httpPart: 'body',
  method: 'POST',
  url: userApi.import.path,
}) as ((v: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** Reads the uploaded file (multipart field `file`), refusing anything that is not one. */
export async function readImportUpload(raw: FastifyRequest): Promise<Buffer> {
  const { file } = await readUpload(raw, { field: 'file', maxBytes: USER_IMPORT_MAX_BYTES, what: 'Excel 文件', verb: '导入', label: '导入文件' });
  return file;
}

export class UserImporter {
  constructor(
    private readonly db: Db,
    private readonly dict: DictDataService,
  ) {}

  async template(scope: TenantScope, caller: LoginUser): Promise<FileReply> {
    const [me] = await this.db
      .select({ deptId: user.deptId })
      .from(user)
      .where(scope.where(user, eq(user.id, caller.id)));
    const { sexLabel, statusLabel } = await this.labels();
    const example: Row = {
      username: 'xiaoming',
      nickname: '小明',
      // The caller's own department, so the example row imports as it is.
      deptId: me?.deptId ? String(me.deptId) : '',
      email: 'xiaoming@example.com',
      mobile: '13800138000',
      sex: sexLabel.get(1) ?? '1',
      status: statusLabel.get(CommonStatus.ENABLE) ?? '0',
    };
    const columns = (Object.keys(COLUMNS) as Array<keyof Row>).map((k) => ({
      header: COLUMNS[k],
      width: k === 'email' ? 24 : 14,
      value: (r: Row) => r[k],
    }));
    return writeXlsx(USER_IMPORT_TEMPLATE_FILE, '用户列表', columns, [example]);
  }

  async import(scope: TenantScope, caller: LoginUser, file: Buffer, updateSupport: boolean): Promise<ImportResult> {
    const sheet = await readXlsx(file, {
      maxRows: USER_IMPORT_MAX_ROWS,
      tooManyRows: (n) => `一次最多导入 ${USER_IMPORT_MAX_ROWS} 个用户，文件中有 ${n} 行`,
    });
    if (sheet.length === 0) throw serviceError(ErrorCodes.USER_IMPORT_LIST_IS_EMPTY);
    const missing = REQUIRED_COLUMNS.filter((h) => !sheet.some((r) => h in r.values));
    if (missing.length) throw badRequest(`导入文件缺少「${missing.join('」「')}」列，请使用导入模板`);

    const result: ImportResult = { createUsernames: [], updateUsernames: [], failureUsernames: {} };
    const candidates = await this.parseSheet(sheet, result.failureUsernames);
    if (candidates.length === 0) return result;

    // One hash for the whole file: the password is random and never shown, so it only has to
    // be unguessable, and argon2 per row would make a large import take minutes.
    const password = await hashPassword(randomBytes(24).toString('base64url'));
    const visible = await visibleUsersWhere(this.db, scope, caller.id);
    await this.db.transaction(async (tx) => {
      const check = await UserWriteCheck.load(tx, scope, candidates.map((c) => c.draft));
      const usernames = candidates.map((c) => c.draft.username);
      const editable = new Map(
        (await tx.select().from(user).where(and(visible, inArray(user.username, usernames)))).map((u) => [u.username, u]),
      );
      const refusal = await userChangeRefusal(tx, scope, caller, [...editable.values()].map((u) => u.id));
      const creates: Array<Omit<typeof user.$inferInsert, 'tenantId'>> = [];
      for (const { key, draft } of candidates) {
        const ownerId = check.ownerOf(draft.username);
        if (ownerId === undefined) {
          const error = check.admit(draft);
          if (error) result.failureUsernames[key] = error.message;
          else {
            creates.push({ ...draft, password, creator: String(caller.id), updater: String(caller.id) });
            result.createUsernames.push(draft.username);
          }
          continue;
        }
        const before = editable.get(draft.username);
        const reason = !updateSupport
          ? ErrorCodes.USER_USERNAME_EXISTS.msg
          : !before
            ? '用户账号已经存在，且不在您的数据范围内，不能更新'
            : before.id === caller.id && draft.status !== CommonStatus.ENABLE
              ? ErrorCodes.USER_DISABLE_SELF.msg
              : refusal(before.id)?.message ?? check.admit({ ...draft, id: ownerId }, before)?.message;
        if (reason) {
          result.failureUsernames[key] = reason;
          continue;
        }
        const { username: _same, postIds: _kept, ...changes } = draft;
        await scope.update(user, { ...changes, updater: String(caller.id) }, eq(user.id, ownerId), tx);
        if (changes.status !== CommonStatus.ENABLE) await revokeUserSessions(scope, ownerId, tx);
        result.updateUsernames.push(draft.username);
      }
      // Inserted in slices so a large file stays under the driver's bound-parameter limit.
      for (let i = 0; i < creates.length; i += 1000) {
        await scope.insert(user, creates.slice(i, i + 1000), tx);
      }
    });
    return result;
  }

  /** The rows that pass the field rules, in file order; the others are reported in `failures`. */
  private async parseSheet(sheet: Array<{ rowNumber: number; values: Record<string, string> }>, failures: Record<string, string>) {
    const parse = await this.rowParser();
    const candidates: Array<{ key: string; draft: ParsedRow & { postIds: number[] } }> = [];
    const firstRowOf = new Map<string, number>();
    for (const { rowNumber, values } of sheet) {
      const parsed = parse(values);
      const key = parsed.username || `第 ${rowNumber} 行`;
      const earlier = firstRowOf.get(parsed.username);
      if ('error' in parsed) failures[key] = parsed.error;
      // Keyed by row: the username's key already holds the first row's outcome.
      else if (earlier) failures[`第 ${rowNumber} 行`] = `与第 ${earlier} 行的用户账号「${parsed.username}」重复`;
      else {
        firstRowOf.set(parsed.username, rowNumber);
        candidates.push({ key, draft: { ...parsed.row, postIds: [] } });
      }
    }
    return candidates;
  }

  private async labels() {
    const all = await this.dict.listAllSimple();
    const of = (type: string) => new Map(all.filter((d) => d.dictType === type).map((d) => [Number(d.value), d.label]));
    return { sexLabel: of(Dicts.systemUserSex), statusLabel: of(Dicts.commonStatus) };
  }

  /** Turns a sheet row into user fields, accepting dictionary labels (男, 开启) or their values. */
  private async rowParser() {
    const { sexLabel, statusLabel } = await this.labels();
    const byLabel = (labels: Map<number, string>, extra: Record<string, number>) =>
      new Map<string, number>([
        ...[...labels].flatMap(([value, label]) => [[label, value] as const, [String(value), value] as const]),
        ...Object.entries(extra),
      ]);
    const sexes = byLabel(sexLabel, { 未知: 0, '0': 0 });
    const statuses = byLabel(statusLabel, {});
    const choices = (m: Map<number, string>) => [...m.values()].join('、');

    return (values: Record<string, string>): { username: string; error: string } | { username: string; row: ParsedRow } => {
      const cell = (k: keyof Row) => values[COLUMNS[k]] ?? '';
      const username = cell('username');
      const fail = (error: string) => ({ username, error });
      const fields = { username, nickname: cell('nickname'), email: cell('email'), mobile: normaliseMobile(cell('mobile')) };
      if (!checkRowFields(fields)) return fail(describeValidationError(pickValidationError(checkRowFields.errors ?? []), 'body'));
      const deptText = cell('deptId');
      if (deptText !== '' && !(/^\d{1,10}$/.test(deptText) && Number(deptText) >= 1 && Number(deptText) <= MAX_ID)) {
        return fail('部门编号格式不正确，应为正整数');
      }
      const sexText = cell('sex');
      const sex = sexText === '' ? 0 : sexes.get(sexText);
      if (sex === undefined) return fail(`性别「${sexText}」不正确，可填：${choices(sexLabel)}`);
      const statusText = cell('status');
      const status = statusText === '' ? CommonStatus.ENABLE : statuses.get(statusText);
      if (status === undefined) return fail(`账号状态「${statusText}」不正确，可填：${choices(statusLabel)}`);
      return { username, row: { ...fields, deptId: deptText ? Number(deptText) : null, sex, status } };
    };
  }
}

interface ParsedRow {
  username: string;
  nickname: string;
  email: string;
  mobile: string;
  deptId: number | null;
  sex: number;
  status: number;
}
