import { routesNeeding, type Feature } from '../../deps.ts';
import { screen } from '../../../platform/menu-rows.ts';
import { InfraMenuIds } from '../menus.ts';
import { websocketProvides } from './websocket.provides.ts';
import { websocketRoutes } from './websocket.routes.ts';

/**
 * The live channel (docs/live-channel.md) and its demo screen WebSocket (Tenon's 2890; the
 * reference's infra/webSocket demo). Any signed-in user of any tenant may connect (features push
 * to their own users); the screen is the system tenant's, like every infra screen. No permission
 * and no button: the demo only sends within the sender's own tenant.
 */
export const websocketFeature: Feature = {
  name: 'websocket',
  provides: websocketProvides,
  ...routesNeeding(['live', 'tokens'], websocketRoutes),
  menus: [
    screen({ id: InfraMenuIds.websocket, parent: InfraMenuIds.infra, name: 'WebSocket', path: 'websocket', icon: 'message', sort: 13, component: 'infra/webSocket/index', componentName: 'InfraWebSocket' }),
  ],
};
