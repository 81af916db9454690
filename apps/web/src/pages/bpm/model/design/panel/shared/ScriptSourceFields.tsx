/**
 * 脚本类型 and then the script's text (脚本) or its address (资源地址), for script tasks and
 * script conditions. Switching type drops what belonged to the other one, so the XML never
 * holds both; each write is one undo step.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import { CommitInput, CommitTextArea } from './CommitInput';
import { SCRIPT_TYPES, type ScriptType } from './scriptType';

interface Props {
  /** The type shown: the caller decides it from the XML, else from the user's last pick. */
  scriptType: ScriptType;
  onPick(next: ScriptType): void;
  script: string;
  resource: string;
  resourcePlaceholder: string;
  /** Called with '' to remove the script text. */
  writeScript(text: string): void;
  /** Called with '' to remove the address. */
  writeResource(address: string): void;
}

export default function ScriptSourceFields({ scriptType, onPick, script, resource, resourcePlaceholder, writeScript, writeResource }: Props) {
  const ids = { type: useId(), script: useId(), resource: useId() };

  const change = (next: ScriptType) => {
    onPick(next);
    if (next === 'inlineScript' && resource) writeResource('');
    if (next === 'externalScript' && script) writeScript('');
  };

  return (
    <>
      <Form.Item label="脚本类型" htmlFor={ids.type}>
        <Select id={ids.type} value={scriptType} options={SCRIPT_TYPES} onChange={change} />
      </Form.Item>
      {scriptType === 'inlineScript' ? (
        <Form.Item label="脚本" htmlFor={ids.script}>
          <CommitTextArea id={ids.script} value={script} placeholder="请输入脚本内容" onCommit={writeScript} />
        </Form.Item>
      ) : (
        <Form.Item label="资源地址" htmlFor={ids.resource}>
          <CommitInput id={ids.resource} value={resource} placeholder={resourcePlaceholder} onCommit={writeResource} />
        </Form.Item>
      )}
    </>
  );
}
