/**
 * The "packed" lint config bpmn-js-bpmnlint expects ({ config, resolver }), written by hand
 * because bpmnlint's bundler plugins (webpack loader, rollup plugin) have no Vite counterpart:
 * a static resolver over the rule modules the designer's config enables, each rule wrapped so
 * that what it reports is already in Chinese.
 */
import type { CheckDefinition, Config, EnterFn, ModdleElement, Reporter, RuleFactory } from 'bpmnlint/lib/types';
import StaticResolver from 'bpmnlint/lib/resolver/static-resolver.js';
import recommended from 'bpmnlint/config/recommended.js';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process.js';
import conditionalEvent from 'bpmnlint/rules/conditional-event.js';
import conditionalFlows from 'bpmnlint/rules/conditional-flows.js';
import endEventRequired from 'bpmnlint/rules/end-event-required.js';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway.js';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event.js';
import fakeJoin from 'bpmnlint/rules/fake-join.js';
import global from 'bpmnlint/rules/global.js';
import labelRequired from 'bpmnlint/rules/label-required.js';
import linkEvent from 'bpmnlint/rules/link-event.js';
import noBpmndi from 'bpmnlint/rules/no-bpmndi.js';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway.js';
import noDisconnected from 'bpmnlint/rules/no-disconnected.js';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows.js';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork.js';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end.js';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split.js';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start.js';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements.js';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event.js';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition.js';
import startEventRequired from 'bpmnlint/rules/start-event-required.js';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event.js';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway.js';
import superfluousLabel from 'bpmnlint/rules/superfluous-label.js';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination.js';
import { designerLintConfig } from './designerRules';
import { lintMessageZh } from './lintMessages';

/** Every rule the config can switch on; one it names but that is missing here fails the lint (and its test). */
const rules: Record<string, RuleFactory> = {
  'ad-hoc-sub-process': adHocSubProcess,
  'conditional-event': conditionalEvent,
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'event-sub-process-typed-start-event': eventSubProcessTypedStartEvent,
  'fake-join': fakeJoin,
  global,
  'label-required': labelRequired,
  'link-event': linkEvent,
  'no-bpmndi': noBpmndi,
  'no-complex-gateway': noComplexGateway,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-end': noImplicitEnd,
  'no-implicit-split': noImplicitSplit,
  'no-implicit-start': noImplicitStart,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'sub-process-blank-start-event': subProcessBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'superfluous-label': superfluousLabel,
  'superfluous-termination': superfluousTermination,
};

/** The type of the element a report names: the checked node itself or one of its root elements. */
function typeOf(node: ModdleElement, id: string): string | undefined {
  if (node.id === id) return node.$type;
  return (node.rootElements as ModdleElement[] | undefined)?.find((e) => e.id === id)?.$type;
}

function inChinese(ruleName: string, factory: RuleFactory): RuleFactory {
  const wrap =
    <F extends (node: ModdleElement, reporter: Reporter) => ReturnType<EnterFn>>(fn: F) =>
    (node: ModdleElement, reporter: Reporter) =>
      fn(node, {
        report: (id: string, message: string, path?: string[] | { path?: string[] }) =>
          reporter.report(id, lintMessageZh(ruleName, message, typeOf(node, id)), path as string[]),
      });
  return (options) => {
    const rule = factory(options);
    const { check } = rule;
    let translated: CheckDefinition;
    if (typeof check === 'function') translated = wrap(check);
    else {
      const { enter, leave } = check as { enter?: EnterFn; leave?: EnterFn };
      translated = { ...(enter && { enter: wrap(enter) }), ...(leave && { leave: wrap(leave) }) } as CheckDefinition;
    }
    return { ...rule, check: translated };
  };
}

const cache: Record<string, unknown> = { 'config:bpmnlint/recommended': recommended };
for (const [name, factory] of Object.entries(rules)) cache[`rule:bpmnlint/${name}`] = inChinese(name, factory);

export const packedLintConfig: { config: Config; resolver: InstanceType<typeof StaticResolver> } = {
  config: designerLintConfig,
  resolver: new StaticResolver(cache),
};
