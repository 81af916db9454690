/**
 * Flowable/JUEL expressions as the designer writes them (`${day > 3}`, `${approved == true}`,
 * `${a gt 1 and not empty b}`), evaluated with jexl: an expression language with no function
 * calls but the ones we register and no access to the process, so a diagram cannot reach the
 * server. Evaluation runs on the event loop, so it is kept bounded: the text is at most 2,000
 * characters (checked at deploy); jexl's collection filters (`list[.x > 1]`, which loop, and
 * nest into loops of loops) are refused; every operator checks the deadline (the command's
 * time budget, budget.ts) and a text it builds may not pass 100,000 characters. With a budget,
 * each evaluation is one step of the command and its time counts against the command's.
 */
import { Jexl } from 'jexl';
import type Expression from 'jexl/Expression';
import { CommandBudget, LimitExceeded } from './budget.ts';

const jexl = new Jexl();

/** A text an operator builds (`a + b`) may not be longer. */
export const EXPRESSION_MAX_TEXT = 100_000;
/** Deadline of the evaluation under way (evaluation is synchronous: one at a time). */
let deadline = Infinity;
let timedOut = false;

const checkDeadline = () => {
  if (performance.now() > deadline) {
    timedOut = true;
    throw new LimitExceeded('表达式计算超时');
  }
};
// Every binary operator checks the deadline first, and `+` the length of the text it builds.
for (const [op, element] of Object.entries(jexl._grammar.elements)) {
  if (element.type !== 'binaryOp') continue;
  const { eval: evaluateOp, evalOnDemand } = element as { eval?: (l: unknown, r: unknown) => unknown; evalOnDemand?: (l: unknown, r: unknown) => unknown };
  if (evaluateOp)
    (element as { eval: (l: unknown, r: unknown) => unknown }).eval = (left, right) => {
      checkDeadline();
      const value = evaluateOp(left, right);
      if (op === '+' && typeof value === 'string' && value.length > EXPRESSION_MAX_TEXT)
        throw new LimitExceeded(`表达式拼接的文本超过 ${EXPRESSION_MAX_TEXT} 个字符`);
      return value;
    };
  if (evalOnDemand)
    (element as { evalOnDemand: (l: unknown, r: unknown) => unknown }).evalOnDemand = (left, right) => {
      checkDeadline();
      return evalOnDemand(left, right);
    };
}
const isEmpty = (v: unknown) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && Object.keys(v as object).length === 0);
jexl.addFunction('__empty', isEmpty);

/** JUEL's word operators, outside string literals, as jexl writes them. */
const WORDS: Array<[RegExp, string]> = [
  [/\band\b/g, '&&'],
  [/\bor\b/g, '||'],
  [/\bnot\s+/g, '!'],
  [/\beq\b/g, '=='],
  [/\bne\b/g, '!='],
  [/\ble\b/g, '<='],
  [/\bge\b/g, '>='],
  [/\blt\b/g, '<'],
  [/\bgt\b/g, '>'],
  [/\bdiv\b/g, '/'],
  [/\bmod\b/g, '%'],
];

export const EXPRESSION_MAX_LENGTH = 2000;

export class ExpressionError extends Error {}

/** The body of `${…}` or `#{…}`; text without the wrapper is taken as the body itself. */
export function expressionBody(text: string): string {
  const t = text.trim();
  const m = /^[$#]\{([\s\S]*)\}$/.exec(t);
  return (m ? m[1]! : t).trim();
}

function toJexl(body: string): string {
  // Split on string literals so words inside them stay as written.
  return body
    .split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      let out = part.replace(/\bempty\s+([A-Za-z_][\w.]*)/g, '__empty($1)');
      for (const [re, op] of WORDS) out = out.replace(re, op);
      return out;
    })
    .join('');
}

const compiled = new Map<string, Expression>();

/** jexl's collection filter (`list[.x > 1]`) runs its expression once per element: refused. */
function hasRelativeFilter(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  if ((node as { type?: string; relative?: boolean }).type === 'FilterExpression' && (node as { relative?: boolean }).relative) return true;
  return Object.values(node).some((child) => (Array.isArray(child) ? child.some(hasRelativeFilter) : hasRelativeFilter(child)));
}

function compile(text: string): Expression {
  const expr = jexl.compile(toJexl(expressionBody(text)));
  if (hasRelativeFilter(expr._getAst())) throw new Error('不支持集合过滤写法（如 list[.x > 1]）');
  return expr;
}

/**
 * The value of an expression over the variables; a syntax error or a failing evaluation throws
 * ExpressionError, a spent budget LimitExceeded. With a budget the evaluation is one step of the
 * command and its time the command's; without one it still stops at one script's time limit.
 */
export function evaluate(text: string, variables: Record<string, unknown>, budget: CommandBudget = new CommandBudget()): unknown {
  if (text.length > EXPRESSION_MAX_LENGTH) throw new ExpressionError(`表达式超过 ${EXPRESSION_MAX_LENGTH} 个字符`);
  budget.step();
  const limit = budget.timeLimit();
  const t0 = performance.now();
  deadline = t0 + limit.ms;
  timedOut = false;
  try {
    let expr = compiled.get(text);
    if (!expr) {
      expr = compile(text);
      if (compiled.size > 1000) compiled.clear();
      compiled.set(text, expr);
    }
    // A null-prototype copy: names such as `constructor` resolve to nothing, not to Object's.
    return expr.evalSync(Object.assign(Object.create(null) as Record<string, unknown>, variables));
  } catch (e) {
    if (timedOut) throw limit.commandBound ? budget.commandTimeExceeded() : new LimitExceeded(`表达式 ${text.slice(0, 100)} 计算超过 ${limit.ms} 毫秒`);
    if (e instanceof LimitExceeded) throw new LimitExceeded(`表达式 ${text.slice(0, 100)}：${e.message}`);
    throw new ExpressionError(`表达式 ${text} 无法计算：${(e as Error).message}`);
  } finally {
    deadline = Infinity;
    budget.spend(performance.now() - t0);
  }
}

/**
 * A text with expressions in it (a task name such as `审批 ${loopCounter}`): each `${…}` is
 * replaced by its value, null and undefined by nothing, as Flowable's composite expressions do.
 */
export function interpolate(template: string, variables: Record<string, unknown>, budget?: CommandBudget): string {
  return template.replace(/[$#]\{[^{}]*\}/g, (expr) => {
    const value = evaluate(expr, variables, budget);
    return value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}

/** A flow condition: true only for the boolean true or the text "true", as JUEL coerces. */
export function evaluateCondition(text: string, variables: Record<string, unknown>, budget?: CommandBudget): boolean {
  const v = evaluate(text, variables, budget);
  return v === true || v === 'true';
}

/** Checks an expression compiles (deploy time), returning the reason when it does not. */
export function expressionProblem(text: string): string | null {
  if (text.length > EXPRESSION_MAX_LENGTH) return `表达式超过 ${EXPRESSION_MAX_LENGTH} 个字符`;
  try {
    compile(text);
    return null;
  } catch (e) {
    return `表达式 ${text} 有语法错误：${(e as Error).message}`;
  }
}

/**
 * A listener or service expression naming a bean: `${name}` or `${name.method(args)}` (the
 * arguments are ignored: a bean receives the execution or task itself). Null for anything else.
 */
export function beanReference(text: string): { bean: string; method: string | null } | null {
  const m = /^\s*[$#]\{\s*([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*)\s*\([^()]*\))?\s*\}\s*$/.exec(text);
  return m ? { bean: m[1]!, method: m[2] ?? null } : null;
}
