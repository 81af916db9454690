/**
 * The canvas every BPMN screen shares: bpmn-js with the camunda moddle (prefix `camunda`),
 * Chinese canvas texts and the canvas styles. The designer adds modelling, simulation and
 * live validation; the read-only viewer builds on the same moddle and styles.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import camundaModdle from 'camunda-bpmn-moddle/resources/camunda.json';
import tokenSimulationModule from 'bpmn-js-token-simulation';
import { ctrlMultiSelectModule } from './ctrlMultiSelect';
import { lintingModules, lintingOptions } from './lint/designerLinting';
import { translateModule } from './translations';
import './canvas.css';

/** Class the canvas host carries so the shared styles apply. */
export const CANVAS_CLASS = 'tenon-bpmn-canvas';

export const moddleExtensions = { camunda: camundaModdle };

export interface DesignerModelerOptions {
  container: HTMLElement;
  /** Token simulation (模拟); on by default, as in the designer. */
  simulation?: boolean;
}

export function createDesignerModeler({ container, simulation = true }: DesignerModelerOptions): Modeler {
  return new Modeler({
    container,
    additionalModules: [
      translateModule,
      ctrlMultiSelectModule,
      ...lintingModules,
      ...(simulation ? [tokenSimulationModule] : []),
    ],
    moddleExtensions,
    linting: lintingOptions,
  });
}

export type { Modeler };
