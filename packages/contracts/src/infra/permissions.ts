/** The infra area's permissions, by screen: `infra:<entity>:<action>` (composed into `Permissions.infra`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const infraPermissions = {
  config: { ...crud('infra:config'), export: 'infra:config:export' },
  // The job log screen reads with the job's permissions, as the reference's does.
  job: { ...crud('infra:job'), export: 'infra:job:export', trigger: 'infra:job:trigger' },
} as const satisfies PermissionTable;
