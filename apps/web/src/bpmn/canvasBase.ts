/**
 * What every BPMN canvas shares, the designer's and the read-only viewer's: the camunda moddle
 * (prefix `camunda`), the host class and the base styles. Kept apart from `canvasSetup` so the
 * viewer's chunk does not pull in the Modeler, the linter or the token simulation.
 */
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
import './canvasBase.css';

/** Class the canvas host carries so the shared styles apply. */
export const CANVAS_CLASS = 'tenon-bpmn-canvas';

export const moddleExtensions = { camunda: camundaModdle };
