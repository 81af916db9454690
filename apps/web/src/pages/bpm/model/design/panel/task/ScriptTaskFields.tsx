/**
 * The script task: 脚本格式, the script either inline (the bpmn:script body) or external
 * (camunda:resource), and 结果变量. The type shown is inline when a script is present, else
 * external (docs/process-designer.md, "Element rules"); switching type drops what belonged to the other one, in one step.
 */
import { useId } from 'react';
import { Form } from 'antd';
import type { SectionProps } from '../shared/types';
import { updateElement } from '../shared/moddle';
import { CommitInput } from '../shared/CommitInput';
import ScriptSourceFields from '../shared/ScriptSourceFields';
import type { ScriptType } from '../shared/scriptType';
import { usePickedChoice } from '../shared/usePickedChoice';

export default function ScriptTaskFields({ modeler, element }: SectionProps) {
  const bo = element.businessObject;
  const ids = { format: useId(), result: useId() };
  const script = (bo.script as string | undefined) ?? '';
  const resource = (bo.resource as string | undefined) ?? '';
  const [scriptType, pickScriptType] = usePickedChoice<ScriptType>(
    script ? 'inlineScript' : resource ? 'externalScript' : undefined,
    'externalScript',
  );
  const write = (props: Record<string, unknown>) => updateElement(modeler, element, props);

  return (
    <>
      <Form.Item label="脚本格式" htmlFor={ids.format}>
        <CommitInput
          id={ids.format}
          value={(bo.scriptFormat as string | undefined) ?? ''}
          placeholder="如 groovy、javascript"
          onCommit={(v) => write({ scriptFormat: v || undefined })}
        />
      </Form.Item>
      <ScriptSourceFields
        scriptType={scriptType}
        onPick={pickScriptType}
        script={script}
        resource={resource}
        resourcePlaceholder="如 deployment://calc.groovy"
        writeScript={(v) => write({ script: v || undefined })}
        writeResource={(v) => write({ 'camunda:resource': v || undefined })}
      />
      <Form.Item label="结果变量" htmlFor={ids.result}>
        <CommitInput
          id={ids.result}
          value={(bo.resultVariable as string | undefined) ?? ''}
          placeholder="脚本返回值存入的流程变量"
          onCommit={(v) => write({ 'camunda:resultVariable': v || undefined })}
        />
      </Form.Item>
    </>
  );
}
