/** Routes of 文件配置, 文件列表, the upload every screen uses and the public read of a file. */
import path from 'node:path';
import { ErrorCodes, fileApi, fileConfigApi, fileConfigResource } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { exportResource } from '../../../platform/resource-export.ts';
import { dictLabels } from '../../../platform/export-cells.ts';
import { publicUrl } from '../../../platform/public-url.ts';
import { readUpload } from '../../../platform/upload.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../../system/dict/index.ts';
import type { Files } from './file.provides.ts';

/** Stored files are named afresh on upload and never overwritten in place: a day in caches. */
const FILE_CACHE = 'public, max-age=86400';

export function fileRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'configValues' | 'db' | 'files'>): RouteDef[] {
  const { files, catalogue, db, config, configValues } = deps;
  const { configs, service } = files;
  const dict = new DictDataService(db, catalogue);
  return [
    route(fileConfigApi.create, ({ ctx, body }) => configs.create(ctx.user, body)),
    route(fileConfigApi.update, ({ ctx, body }) => configs.update(ctx.user, body)),
    route(fileConfigApi.delete, ({ ctx, query }) => configs.delete(ctx.user, query.id)),
    route(fileConfigApi.get, ({ ctx, query }) => configs.get(ctx.user, query.id)),
    route(fileConfigApi.page, ({ ctx, query }) => configs.page(ctx.user, query)),
    route(fileConfigApi.updateMaster, ({ ctx, query }) => configs.updateMaster(ctx.user, query.id)),
    route(fileConfigApi.test, async ({ ctx, query, raw }) => publicUrl(raw, await configs.test(ctx.user, query.id))),
    route(fileConfigApi.export, async ({ ctx, query }) =>
      exportResource(fileConfigResource, await configs.list(ctx.user, query), await dictLabels(dict), config.timeZone, { master: (row) => (row.master ? '是' : '否') }),
    ),
    route(fileApi.page, async ({ query, raw }) => {
      const page = await service.page(query);
      return { ...page, list: page.list.map((row) => ({ ...row, url: publicUrl(raw, row.url) })) };
    }),
    route(fileApi.delete, ({ query }) => service.delete(query.id)),
    route(fileApi.upload, async ({ ctx, raw }) => {
      const maxMb = await configValues.fileMaxSizeMb();
      const { file, filename, fields } = await readUpload(raw, {
        field: 'file',
        maxBytes: maxMb * 1024 * 1024,
        what: '文件',
        verb: '上传',
        textFields: ['path'],
        // The limit and emptiness in the reference's words and codes; the rest (not multipart, no `file`) as 400s.
        fail: (msg) => (msg.includes('不能超过') ? serviceError(ErrorCodes.FILE_TOO_LARGE, maxMb) : msg.endsWith('是空文件') ? serviceError(ErrorCodes.FILE_IS_EMPTY) : badRequest(msg)),
      });
      const url = await service.upload({ content: file, name: filename, path: fields.path || undefined, creator: String(ctx.user.id) });
      return publicUrl(raw, url);
    }),
    route(fileApi.get, async ({ params }) => {
      const stored = await service.read(params.configId, params.path);
      const { serving } = stored;
      return {
        filename: path.posix.basename(params.path),
        body: stored.content,
        contentType: serving.contentType,
        inline: serving.inline,
        cacheControl: FILE_CACHE,
        headers: { 'x-content-type-options': 'nosniff', ...(serving.csp ? { 'content-security-policy': serving.csp } : {}) },
      };
    }),
  ];
}
