/** A real designer canvas in jsdom for tests: the modeler on a detached-from-layout host. */
import { DesignerController } from '../DesignerController';
import { createDesignerModeler } from '../canvasSetup';
import { installSvgPolyfill } from './svgPolyfill';

export function createTestDesigner(): DesignerController {
  installSvgPolyfill();
  const host = document.createElement('div');
  document.body.appendChild(host);
  return new DesignerController(createDesignerModeler({ container: host }));
}
