/**
 * The script task: 脚本格式, the script either inline (the bpmn:script body) or external
 * (camunda:resource), and 结果变量. The type shown is inline when a script is present, else
 * external (spec 001 §4); switching type drops what belonged to the other one, in one step.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type { SectionProps } from '../shared/types';
import { updateElement } from '../shared/moddle';
import { CommitInput, CommitTextArea } from '../shared/a/CommitInput';
import { usePickedChoice } from '../shared/a/usePickedChoice';

type ScriptType = 'inline' | 'external';

const SCRIPT_TYPES = [
  { value: 'inline', label: '内联脚本' },
  { value: 'external', label: '外部脚本' },
];

export default function ScriptTaskFields({ modeler, element }: SectionProps) {
  const bo = element.businessObject;
  const ids = { format: useId(), type: useId(), script: useId(), resource: useId(), result: useId() };
  const script = (bo.script as string | undefined) ?? '';
  const resource = (bo.resource as string | undefined) ?? '';
  const [scriptType, pickScriptType] = usePickedChoice<ScriptType>(script ? 'inline' : resource ? 'external' : undefined, 'external');
  const write = (props: Record<string, unknown>) => updateElement(modeler, element, props);

  const changeType = (next: ScriptType) => {
    pickScriptType(next);
    if (next === 'inline' && resource) write({ 'camunda:resource': undefined });
    if (next === 'external' && script) write({ script: undefined });
  };

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
      <Form.Item label="脚本类型" htmlFor={ids.type}>
        <Select id={ids.type} value={scriptType} options={SCRIPT_TYPES} onChange={changeType} />
      </Form.Item>
      {scriptType === 'inline' ? (
        <Form.Item label="脚本" htmlFor={ids.script}>
          <CommitTextArea id={ids.script} value={script} placeholder="请输入脚本内容" onCommit={(v) => write({ script: v || undefined })} />
        </Form.Item>
      ) : (
        <Form.Item label="资源地址" htmlFor={ids.resource}>
          <CommitInput
            id={ids.resource}
            value={resource}
            placeholder="如 deployment://calc.groovy"
            onCommit={(v) => write({ 'camunda:resource': v || undefined })}
          />
        </Form.Item>
      )}
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
