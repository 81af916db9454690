/** `.bpmn` fixtures for tests, read as text the way a user's file would be. */
import leave from './fixtures/leave.bpmn?raw';

export const LEAVE_BPMN: string = leave;
