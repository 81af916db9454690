/**
 * Flowable/JUEL expressions as the designer writes them (`${day > 3}`, `${approved == true}`,
 * `${a gt 1 and not empty b}`), evaluated with jexl: an expression language with no function
 * calls but the ones we register and no access to the process, so a diagram cannot reach the
 * server. Evaluation is bounded by the text's length (no loops in the language), and the text
 * is bounded at deploy.
 */
import { Jexl } from 'jexl';

const jexl = new Jexl();
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

const compiled = new Map<string, ReturnType<typeof jexl.compile>>();

/** The value of an expression over the variables; a syntax error or a failing evaluation throws ExpressionError. */
export function evaluate(text: string, variables: Record<string, unknown>): unknown {
  if (text.length > EXPRESSION_MAX_LENGTH) throw new ExpressionError(`表达式超过 ${EXPRESSION_MAX_LENGTH} 个字符`);
  let expr = compiled.get(text);
  try {
    if (!expr) {
      expr = jexl.compile(toJexl(expressionBody(text)));
      if (compiled.size > 1000) compiled.clear();
      compiled.set(text, expr);
    }
    // A null-prototype copy: names such as `constructor` resolve to nothing, not to Object's.
    return expr.evalSync(Object.assign(Object.create(null) as Record<string, unknown>, variables));
  } catch (e) {
    throw new ExpressionError(`表达式 ${text} 无法计算：${(e as Error).message}`);
  }
}

/** A flow condition: true only for the boolean true or the text "true", as JUEL coerces. */
export function evaluateCondition(text: string, variables: Record<string, unknown>): boolean {
  const v = evaluate(text, variables);
  return v === true || v === 'true';
}

/** Checks an expression compiles (deploy time), returning the reason when it does not. */
export function expressionProblem(text: string): string | null {
  if (text.length > EXPRESSION_MAX_LENGTH) return `表达式超过 ${EXPRESSION_MAX_LENGTH} 个字符`;
  try {
    jexl.compile(toJexl(expressionBody(text)));
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
