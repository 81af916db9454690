/**
 * Live validation on the designer's canvas: bpmn-js-bpmnlint lints the diagram after every
 * import and change, marks each element with its issues and shows the issue count in a
 * switch at the bottom of the canvas. On by default.
 */
import lintingModule from 'bpmn-js-bpmnlint';
import { packedLintConfig } from './packedLintConfig';
import { lintingTeardownModule } from './lintingTeardown';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import './lint.css';

/** The add-on, and a guard that keeps a late lint off a destroyed canvas. */
export const lintingModules = [lintingModule, lintingTeardownModule];

/** The modeler's `linting` option. */
export const lintingOptions = { active: true, bpmnlint: packedLintConfig };
