/**
 * Beans a feature offers the workflow: a diagram's service task or listener names one
 * (`${bpmStarterLeader}`, docs/workflow.md "Beans"), and deploy refuses any name no feature
 * declared. A bean runs inside the step's transaction, on the instance's variables: what it sets
 * there is stored with the step, and what it throws fails the step with nothing kept.
 */
import type { Tx } from '../db/client.ts';

export interface WorkflowBeanCall {
  tx: Tx;
  tenantId: number;
  instanceId: string;
  starterId: number;
  /** The task a task listener runs for; null for a service task or an execution listener. */
  taskId: string | null;
  /** The process variables, to read and to set. */
  variables: Record<string, unknown>;
}

export interface WorkflowBeanDef {
  /** The name a diagram uses: `${name}`, `${name.method()}`, or a class whose simple name is it. */
  name: string;
  /** What it does, in Chinese (the bean list in docs/workflow.md). */
  description: string;
  run(call: WorkflowBeanCall): Promise<void>;
}
