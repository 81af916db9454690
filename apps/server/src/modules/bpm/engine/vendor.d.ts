// bpmn-moddle types only its `./types` subpath; the engine reads a parsed tree by `$type`.
declare module 'bpmn-moddle' {
  interface Moddle {
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
  }
  export const BpmnModdle: new (packages?: Record<string, unknown>) => Moddle;
}
