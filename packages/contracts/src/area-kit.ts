/**
 * What an area's permission and error tables (`<area>/permissions.ts`, `<area>/errors.ts`) are
 * written with. The areas' tables import only this file, so `Permissions` and `ErrorCodes` can
 * compose them while the screens' contracts import the composed objects, without an import cycle.
 */

/** The four permissions of a plain list screen, `<area>:<entity>:<action>`. */
export const crud = <E extends string>(entity: E) =>
  ({
    query: `${entity}:query`,
    create: `${entity}:create`,
    update: `${entity}:update`,
    delete: `${entity}:delete`,
  }) as const;

/** An area's permissions by screen: each leaf a permission string starting with the area's name. */
export interface PermissionTable {
  readonly [screen: string]: string | PermissionTable;
}

export interface ErrorCode {
  code: number;
  msg: string;
}

export const errorCode = (code: number, msg: string): ErrorCode => ({ code, msg });

/** An area's error codes: module codes only (1_0MM_xxx_xxx), global ones (400..999) are shared. */
export type ErrorTable = Record<string, ErrorCode>;
