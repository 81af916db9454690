/**
 * 激活状态 of a model's latest definition: on is active (1), off suspended (2). Flipping it asks
 * `是否确认激活流程名字为"请假"的数据项?` (or 挂起) and stays as it was when the user cancels
 * or the server refuses; the list reloads after a change.
 */
import { useState } from 'react';
import { Switch } from 'antd';
import { BpmSuspensionState, modelApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';

export interface DefinitionStateSwitchProps {
  modelId: number;
  name: string;
  suspensionState: number;
  editable: boolean;
}

export default function DefinitionStateSwitch({ modelId, name, suspensionState, editable }: DefinitionStateSwitchProps) {
  const [pending, setPending] = useState(false);
  const confirmed = useConfirmedAction();
  const toggle = async (checked: boolean) => {
    const state = checked ? BpmSuspensionState.ACTIVE : BpmSuspensionState.SUSPENDED;
    const text = checked ? '激活' : '挂起';
    setPending(true);
    await confirmed({
      confirm: `是否确认${text}流程名字为"${name}"的数据项?`,
      run: () => callApi(modelApi.updateState, { body: { id: modelId, state } }),
      success: `${text}成功`,
      reloads: modelApi.page,
    });
    setPending(false);
  };
  return (
    <Switch
      checked={suspensionState === BpmSuspensionState.ACTIVE}
      loading={pending}
      disabled={!editable}
      onChange={(checked) => void toggle(checked)}
      aria-label={`${name}激活状态`}
    />
  );
}
