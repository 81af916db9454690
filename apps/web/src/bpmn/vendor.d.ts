// The bpmn-io add-on below ships no type declarations; it is a bpmn-js module (plain objects
// of services), which is all the designer relies on.
declare module 'bpmn-js-token-simulation' {
  const module: Record<string, unknown>;
  export default module;
}
// bpmn-moddle types only its `./types` subpath; tests read and write XML with its factory.
declare module 'bpmn-moddle' {
  interface Moddle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
  export function BpmnModdle(packages?: Record<string, unknown>): Moddle;
}
