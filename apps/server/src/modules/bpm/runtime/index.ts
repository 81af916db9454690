/**
 * The runtime feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { briefOf, usersById } from './people.ts';
export type { ProcessRuntime, ResultEvent } from './process-runtime.ts';
export { requireVisibleInstance } from './visibility.ts';
export { activitiesOf, instancesStartedBy, linkedInstancesOf, waitingTasksOf } from './instance-lists.ts';
export { doneTasksOf, type ListedTask, signerTasksOf, taskOfTenant, tasksOfInstance, todoTasksOf } from './task-lists.ts';
