/** The infra area's permissions, by screen: `infra:<entity>:<action>` (composed into `Permissions.infra`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const infraPermissions = {
  config: { ...crud('infra:config'), export: 'infra:config:export' },
} as const satisfies PermissionTable;
