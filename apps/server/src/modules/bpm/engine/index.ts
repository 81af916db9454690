/**
 * The engine feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { BEAN_NAMES, declareBeanNames } from './beans.ts';
export { CommandBudget, DEFAULT_LIMITS, type EngineLimits, LimitExceeded } from './budget.ts';
export { ExpressionError } from './expression.ts';
export { type FlowNode, type Listener, loadProcessGraph, type ProcessGraph } from './graph.ts';
export { type ActivityOutcome, type CalledStart, type EngineHost, Execution, type ListenerCall, ProcessFailure, returnTargets, type RunState, type Token, waitKind } from './interpreter.ts';
export type { ScriptPool } from './script-pool.ts';
export { newScriptPool } from './script.ts';
export { planTimer, type TimerPlan } from './timers.ts';
