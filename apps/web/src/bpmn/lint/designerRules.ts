/**
 * Which bpmnlint rules the designer checks: bpmnlint's recommended set, tuned for processes
 * that a Camunda 7 style engine runs.
 */
import type { Config } from 'bpmnlint/lib/types';

export const designerLintConfig: Config = {
  extends: 'bpmnlint:recommended',
  rules: {
    // The engine runs inclusive gateways and the palette offers them (相容网关); upstream
    // discourages them only because they are hard to read.
    'no-inclusive-gateway': 'off',
    // A missing name makes a diagram (and a to-do list) harder to read, not wrong: a warning,
    // where recommended has an error on every freshly drawn, still unnamed element.
    'label-required': 'warn',
    // The engine refuses a conditional event without a condition; recommended leaves it out.
    'conditional-event': 'error',
  },
};
