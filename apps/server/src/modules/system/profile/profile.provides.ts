/** Where uploaded avatars are kept (the data folder's `files/`, served by app.ts). */
import path from 'node:path';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { AvatarStorage } from './avatar-storage.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    avatars: AvatarStorage;
  }
}

export const profileProvides: Array<Provision<ModuleDeps>> = [
  { name: 'avatars', needs: ['config'], build: ({ config }) => new AvatarStorage(path.join(config.dataDir, 'files')) },
];
