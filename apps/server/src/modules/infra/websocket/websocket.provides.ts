/** The live channel, built once per app (on the shared Redis when there is one); closing it closes every socket. */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { LiveChannel } from './live-channel.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    /**
     * The live channel (WebSocket, docs/live-channel.md): `live.sendToUser(tenantId, userId, type,
     * content)` pushes `{type, content}` to every socket the user holds open, on any instance.
     */
    live: LiveChannel;
  }
}

export const websocketProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'live',
    needs: ['tokens'],
    build: async (deps, host) => {
      const live = new LiveChannel(deps.tokens, host.redis);
      await live.start();
      return live;
    },
    close: (live) => live.stop(),
  },
];
