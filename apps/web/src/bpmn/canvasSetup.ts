/**
 * The designer's canvas: the shared base (`canvasBase`: camunda moddle, host class, styles)
 * plus Chinese canvas texts, modelling, simulation and live validation. The read-only viewer
 * builds on the base alone.
 */
import Modeler from 'bpmn-js/lib/Modeler';
import tokenSimulationModule from 'bpmn-js-token-simulation';
import { ctrlMultiSelectModule } from './ctrlMultiSelect';
import { lintingModules, lintingOptions } from './lint/designerLinting';
import { translateModule } from './translations';
import { moddleExtensions } from './canvasBase';
import './canvas.css';

export { CANVAS_CLASS, moddleExtensions } from './canvasBase';

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
