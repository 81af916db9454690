/** Routes of sensitiveWordApi: the 敏感词 screen, its export, tags and the text check. */
import { sensitiveWordApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { ModuleDeps } from '../../deps.ts';
import { DictDataService } from '../dict/index.ts';
import { SensitiveWordService } from './sensitive-word.service.ts';
import { exportSensitiveWords } from './sensitive-word.export.ts';

export function sensitiveWordRoutes(deps: Pick<ModuleDeps, 'catalogue' | 'config' | 'db'>): RouteDef[] {
  const words = new SensitiveWordService(deps.db, deps.catalogue, deps.config.timeZone);
  const dict = new DictDataService(deps.db, deps.catalogue);
  return [
    route(sensitiveWordApi.create, ({ ctx, body }) => words.create(ctx.user, body)),
    route(sensitiveWordApi.update, ({ ctx, body }) => words.update(ctx.user, body)),
    route(sensitiveWordApi.delete, ({ ctx, query }) => words.delete(ctx.user, query.id)),
    route(sensitiveWordApi.get, ({ ctx, query }) => words.get(ctx.user, query.id)),
    route(sensitiveWordApi.page, ({ ctx, query }) => words.page(ctx.user, query)),
    route(sensitiveWordApi.export, ({ ctx, query }) => exportSensitiveWords(words, dict, deps.config.timeZone, ctx.user, query)),
    route(sensitiveWordApi.getTags, ({ ctx }) => words.tags(ctx.user)),
    route(sensitiveWordApi.validateText, ({ ctx, query }) => words.validateText(ctx.user, query.text, query.tags)),
  ];
}
