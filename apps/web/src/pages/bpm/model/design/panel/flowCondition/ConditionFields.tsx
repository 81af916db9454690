/**
 * The condition of a conditional flow: an expression (the body), or a script in some
 * language, inline (the body) or external (camunda:resource). A script is recognised by its
 * language or resource; switching format or script type drops what the other one used.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type { ModdleElement, SectionProps } from '../shared/types';
import { updateModdle } from '../shared/moddle';
import { CommitInput } from '../shared/CommitInput';
import ScriptSourceFields from '../shared/ScriptSourceFields';
import type { ScriptType } from '../shared/scriptType';
import { usePickedChoice } from '../shared/usePickedChoice';

type ConditionType = 'expression' | 'script';

const CONDITION_TYPES = [
  { value: 'expression', label: '表达式' },
  { value: 'script', label: '脚本' },
];

export default function ConditionFields({ modeler, element, condition }: SectionProps & { condition: ModdleElement }) {
  const ids = { type: useId(), body: useId(), language: useId() };
  const body = (condition.body as string | undefined) ?? '';
  const language = (condition.language as string | undefined) ?? '';
  const resource = (condition.get('camunda:resource') as string | undefined) ?? '';
  const [conditionType, pickConditionType] = usePickedChoice<ConditionType>(language || resource ? 'script' : undefined, 'expression');
  const [scriptType, pickScriptType] = usePickedChoice<ScriptType>(
    resource ? 'externalScript' : body && language ? 'inlineScript' : undefined,
    'inlineScript',
  );
  const write = (props: Record<string, unknown>) => updateModdle(modeler, element, condition, props);

  const changeConditionType = (next: ConditionType) => {
    pickConditionType(next);
    if (next === 'expression' && (language || resource)) write({ language: undefined, 'camunda:resource': undefined });
  };

  return (
    <>
      <Form.Item label="条件格式" htmlFor={ids.type}>
        <Select id={ids.type} value={conditionType} options={CONDITION_TYPES} onChange={changeConditionType} />
      </Form.Item>
      {conditionType === 'expression' ? (
        <Form.Item label="表达式" htmlFor={ids.body}>
          <CommitInput id={ids.body} value={body} placeholder="如 ${amount > 1000}" onCommit={(v) => write({ body: v || undefined })} />
        </Form.Item>
      ) : (
        <>
          <Form.Item label="脚本语言" htmlFor={ids.language}>
            <CommitInput
              id={ids.language}
              value={language}
              placeholder="如 groovy、javascript"
              onCommit={(v) => write({ language: v || undefined })}
            />
          </Form.Item>
          <ScriptSourceFields
            scriptType={scriptType}
            onPick={pickScriptType}
            script={body}
            resource={resource}
            resourcePlaceholder="如 deployment://check.groovy"
            writeScript={(v) => write({ body: v || undefined })}
            writeResource={(v) => write({ 'camunda:resource': v || undefined })}
          />
        </>
      )}
    </>
  );
}
