/**
 * The live channel's one route: a WebSocket upgrade at `<API_BASE>/infra/ws?token=…`. A plain
 * HTTP request there (no upgrade) is answered with the envelope: 401 without a valid token, else
 * a 400 saying a WebSocket is needed.
 */
import { ErrorCodes, websocketApi } from '@tenon/contracts';
import { socketRoute, type RouteDef } from '../../../platform/route.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { ModuleDeps } from '../../deps.ts';

export function websocketRoutes(deps: Pick<ModuleDeps, 'live' | 'tokens'>): RouteDef[] {
  return [
    socketRoute(
      websocketApi.connect,
      async ({ query }) => {
        const user = query.token ? await deps.tokens.authenticate(query.token) : null;
        if (!user) throw serviceError(ErrorCodes.UNAUTHORIZED);
        throw badRequest('请以 WebSocket 连接此地址');
      },
      (socket, req) => void deps.live.attach(socket, (req.query as { token?: string }).token),
    ),
  ];
}
