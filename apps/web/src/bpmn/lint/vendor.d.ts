// bpmnlint ships typings only for its internals (lib/types); its rule and config modules and
// the bpmn-js add-on are plain CommonJS/ESM objects described here by what the lint setup uses.
declare module 'bpmnlint/rules/*' {
  import type { RuleFactory } from 'bpmnlint/lib/types';
  const factory: RuleFactory;
  export default factory;
}

declare module 'bpmnlint/config/recommended.js' {
  import type { Config } from 'bpmnlint/lib/types';
  const config: Config;
  export default config;
}

declare module 'bpmnlint/lib/resolver/static-resolver.js' {
  import type { Resolver } from 'bpmnlint/lib/types';
  const StaticResolver: new (cache: Record<string, unknown>) => Resolver;
  export default StaticResolver;
}

declare module 'bpmn-js-bpmnlint' {
  const lintingModule: Record<string, unknown>;
  export default lintingModule;
}
