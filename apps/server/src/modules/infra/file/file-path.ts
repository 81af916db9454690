/**
 * A file's path inside its storage, as given by an uploader or made by us: relative, `/`-separated,
 * no empty, `.` or `..` segment, no backslash, no control character (NUL included), at most 512
 * characters. Checked on upload and on every read, before any storage sees it; the local disk
 * storage checks once more that the resolved file stays under its folder.
 */
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

export const MAX_PATH_LENGTH = 512;

/** Why `p` is no acceptable path, or undefined when it is. */
export function pathProblem(p: string): string | undefined {
  if (p.length === 0) return '不能为空';
  if (p.length > MAX_PATH_LENGTH) return `不能超过 ${MAX_PATH_LENGTH} 个字符`;
   
  if (/[\u0000-\u001f\u007f]/.test(p)) return '不能含控制字符';
  if (p.includes('\\')) return '不能含反斜杠';
  if (p.startsWith('/')) return '须为相对路径';
  if (/^[A-Za-z]:/.test(p)) return '须为相对路径';
  for (const segment of p.split('/')) {
    if (segment === '') return '不能含空的路径段';
    if (segment === '.' || segment === '..') return '不能含 . 或 .. 路径段';
  }
  return undefined;
}

/** The path itself, or FILE_PATH_INVALID naming what is wrong with it. */
export function checkedPath(p: string): string {
  const problem = pathProblem(p);
  if (problem) throw serviceError(ErrorCodes.FILE_PATH_INVALID, problem);
  return p;
}
