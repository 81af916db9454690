import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import type { RunState } from '../engine/index.ts';

const now = sql`now()`;

/**
 * A running or finished process. `state` is the engine's tokens and `variables` the process
 * variables: both are written in the transaction of every step, so any server resumes from
 * them. `formVariables` is what the starter submitted, kept as shown on the detail page.
 */
export const bpmProcessInstance = pgTable(
  'bpm_process_instance',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ...tenantColumn,
    processDefinitionId: varchar('process_definition_id', { length: 128 }).notNull(),
    processKey: varchar('process_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    category: varchar('category', { length: 64 }),
    /** 1 running, 2 finished. */
    status: smallint('status').notNull(),
    /** BpmResult: 1 in progress, 2 approved, 3 rejected, 4 cancelled. */
    result: smallint('result').notNull(),
    startUserId: integer('start_user_id').notNull(),
    businessKey: varchar('business_key', { length: 64 }),
    formVariables: jsonb('form_variables').$type<Record<string, unknown>>().notNull(),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull(),
    state: jsonb('state').$type<RunState>().notNull(),
    createTime: timestampMs('create_time').notNull().default(now),
    endTime: timestampMs('end_time'),
    /** A called instance: the calling instance, the token waiting at its call activity, and that activity's id. */
    superInstanceId: varchar('super_instance_id', { length: 64 }),
    superToken: integer('super_token'),
    callActivityId: varchar('call_activity_id', { length: 255 }),
  },
  // 我的流程 at a million instances (bench/lists.bench.ts): the starter's newest first, with its
  // status and result filters last in the key (a bounded count reads the index alone).
  (t) => [
    index('bpm_process_instance_starter').on(t.tenantId, t.startUserId, t.createTime, t.id, t.status, t.result),
    // 结果 is an equality too (状态 follows from it: in progress is running, any other is
    // finished): a page of one result reads only its rows, and its bounded count the index alone.
    index('bpm_process_instance_starter_result').on(t.tenantId, t.startUserId, t.result, t.createTime, t.id, t.status),
    // 流程分类 is an equality: the starter's instances of one category, in the list's order.
    index('bpm_process_instance_starter_category').on(t.tenantId, t.startUserId, t.category, t.createTime, t.id),
    // The name is its definition's, one of a few per tenant: a "contains" search picks the matching
    // names by a skip scan of (tenant, name) and lists the starter's instances of those names in
    // order (db/fewValuesFilter.ts). A trigram index read posting lists as long as the table for a
    // name in many rows (我的流程 "contains 用印" at a million instances: 1.27 s).
    index('bpm_process_instance_name').on(t.tenantId, t.name),
    index('bpm_process_instance_starter_name').on(t.tenantId, t.startUserId, t.name, t.createTime, t.id),
    index('bpm_process_instance_super').on(t.superInstanceId).where(sql`${t.superInstanceId} IS NOT NULL`),
  ],
);

/**
 * A user task. `ownerUserId` is who it comes back to: the delegator while a delegate holds it,
 * or the assignee who added signers before it. `parentTaskId` links signers to the task they
 * were added to; `signType` (before/after) is set on that parent while it waits for them.
 */
export const bpmTask = pgTable(
  'bpm_task',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    ...tenantColumn,
    processInstanceId: varchar('process_instance_id', { length: 64 }).notNull(),
    processDefinitionId: varchar('process_definition_id', { length: 128 }).notNull(),
    definitionKey: varchar('definition_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    assigneeUserId: integer('assignee_user_id'),
    ownerUserId: integer('owner_user_id'),
    parentTaskId: varchar('parent_task_id', { length: 64 }),
    signType: varchar('sign_type', { length: 8 }),
    result: smallint('result').notNull(),
    reason: varchar('reason', { length: 500 }),
    createTime: timestampMs('create_time').notNull().default(now),
    claimTime: timestampMs('claim_time'),
    endTime: timestampMs('end_time'),
    /** The node's due date (`dueDate`: a date or a duration from the task's creation). */
    dueTime: timestampMs('due_time'),
  },
  (t) => [
    index('bpm_task_assignee').on(t.tenantId, t.assigneeUserId, t.result),
    index('bpm_task_instance').on(t.processInstanceId),
    index('bpm_task_parent').on(t.parentTaskId),
    // 待办 (open, newest first) and 已办 (finished, last finished first) at a million tasks
    // (bench/lists.bench.ts), each in its list's order; `result` last so that the bounded count
    // reads the index alone (已办's creation-time filter too).
    index('bpm_task_todo').on(t.tenantId, t.assigneeUserId, t.createTime, t.id, t.result).where(sql`${t.endTime} IS NULL`),
    index('bpm_task_done').on(t.tenantId, t.assigneeUserId, t.endTime, t.id, t.result, t.createTime).where(sql`${t.endTime} IS NOT NULL`),
    // A task's name is its node's, one of a few: the assignee's open or finished tasks of the names
    // that contain the search, found by a skip scan of these and listed in order from them; the
    // same tail as the two above, so that the bounded count reads the index alone.
    index('bpm_task_todo_name').on(t.tenantId, t.assigneeUserId, t.name, t.createTime, t.id, t.result).where(sql`${t.endTime} IS NULL`),
    index('bpm_task_done_name').on(t.tenantId, t.assigneeUserId, t.name, t.endTime, t.id, t.result, t.createTime).where(sql`${t.endTime} IS NOT NULL`),
  ],
);

/** Where an instance has been, for the viewer: one row per node visit (per task for user tasks). */
export const bpmActivity = pgTable(
  'bpm_activity',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...tenantColumn,
    processInstanceId: varchar('process_instance_id', { length: 64 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    taskId: varchar('task_id', { length: 64 }),
    startTime: timestampMs('start_time').notNull(),
    endTime: timestampMs('end_time'),
    /** `fired` (an event that happened) or `cancelled` (interrupted, disarmed); null otherwise. */
    outcome: varchar('outcome', { length: 16 }),
    /** A call activity's called instance. */
    calledInstanceId: varchar('called_instance_id', { length: 64 }),
  },
  (t) => [index('bpm_activity_instance').on(t.processInstanceId)],
);

/**
 * A timer waiting to fire: a task's timeout listener (`taskId`, `listenerIndex`) or a timer
 * event, catch or boundary (`elementId`, and the token waiting for it). Any server claims a due
 * row by deleting it in the transaction that runs it, so each fires once; a cycle writes its
 * next due time.
 */
export const bpmTimer = pgTable(
  'bpm_timer',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...tenantColumn,
    processInstanceId: varchar('process_instance_id', { length: 64 }).notNull(),
    taskId: varchar('task_id', { length: 64 }),
    listenerIndex: integer('listener_index'),
    elementId: varchar('element_id', { length: 255 }),
    tokenId: integer('token_id'),
    dueTime: timestampMs('due_time').notNull(),
    /** A cycle's period and the repeats left (null: repeat while the task is open). */
    intervalMs: bigint('interval_ms', { mode: 'number' }),
    repeatsLeft: integer('repeats_left'),
    note: text('note'),
  },
  (t) => [index('bpm_timer_due').on(t.dueTime), index('bpm_timer_task').on(t.taskId), index('bpm_timer_instance').on(t.processInstanceId)],
);

/**
 * What a waiting token waits for besides timers: a message or a signal (by name: a signal
 * reaches every subscription of its tenant), or a receive task's trigger. Written when the token
 * starts waiting, deleted when it stops (bpm_timer holds the timers).
 */
export const bpmEventSubscription = pgTable(
  'bpm_event_subscription',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ...tenantColumn,
    processInstanceId: varchar('process_instance_id', { length: 64 }).notNull(),
    tokenId: integer('token_id').notNull(),
    /** The catch or boundary event, or the receive task. */
    elementId: varchar('element_id', { length: 255 }).notNull(),
    /** `message`, `signal` or `receive`. */
    type: varchar('type', { length: 16 }).notNull(),
    eventName: varchar('event_name', { length: 255 }),
    createTime: timestampMs('create_time').notNull().default(now),
  },
  (t) => [index('bpm_event_subscription_name').on(t.tenantId, t.type, t.eventName), index('bpm_event_subscription_instance').on(t.processInstanceId)],
);
