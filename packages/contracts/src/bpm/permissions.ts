/** The bpm area's permissions, by screen: `bpm:<entity>:<action>` (composed into `Permissions.bpm`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const bpmPermissions = {
  model: { ...crud('bpm:model'), import: 'bpm:model:import', deploy: 'bpm:model:deploy' },
  form: crud('bpm:form'),
  userGroup: crud('bpm:user-group'),
  processDefinition: { query: 'bpm:process-definition:query' },
  taskAssignRule: { query: 'bpm:task-assign-rule:query', create: 'bpm:task-assign-rule:create', update: 'bpm:task-assign-rule:update' },
  processInstance: {
    query: 'bpm:process-instance:query',
    create: 'bpm:process-instance:create',
    cancel: 'bpm:process-instance:cancel',
    /** Ours: messages, signals and receive-task triggers (processEventApi). */
    event: 'bpm:process-instance:event',
  },
  task: { query: 'bpm:task:query', update: 'bpm:task:update' },
  oaLeave: { query: 'bpm:oa-leave:query', create: 'bpm:oa-leave:create' },
} as const satisfies PermissionTable;
