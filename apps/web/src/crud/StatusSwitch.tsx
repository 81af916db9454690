/**
 * The 状态 column's switch (0 开启 / 1 关闭, dictionary `common_status`): flipping it asks
 * `确认要"启用""admin"用户吗?` and reverts when the user cancels or the server refuses.
 * Shown read-only (a tag) to users who may not change it.
 */
import { useState } from 'react';
import { Switch } from 'antd';
import type { Endpoint } from '@tenon/contracts';
import DictTag from '../dict/DictTag';
import { useConfirmedAction } from './useConfirmedAction';
import { Dicts } from '@tenon/contracts';

export const STATUS_ENABLE = 0;
export const STATUS_DISABLE = 1;

export interface StatusSwitchProps {
  status: number;
  /** e.g. `"admin"用户` — the object of the question. */
  subject: string;
  onChange: (status: number) => Promise<unknown>;
  editable: boolean;
  /** The entity whose lists reload after the change. */
  reloads?: Endpoint;
}

export default function StatusSwitch({ status, subject, onChange, editable, reloads }: StatusSwitchProps) {
  const [pending, setPending] = useState(false);
  const confirmed = useConfirmedAction();
  if (!editable) return <DictTag type={Dicts.commonStatus} value={status} />;
  const toggle = async (checked: boolean) => {
    const next = checked ? STATUS_ENABLE : STATUS_DISABLE;
    const text = next === STATUS_ENABLE ? '启用' : '停用';
    setPending(true);
    await confirmed({ confirm: `确认要"${text}"${subject}吗?`, run: () => onChange(next), success: `${text}成功`, reloads });
    setPending(false);
  };
  return (
    <Switch
      checked={status === STATUS_ENABLE}
      loading={pending}
      onChange={(checked) => void toggle(checked)}
      aria-label={`${subject}状态`}
      checkedChildren="开启"
      unCheckedChildren="关闭"
    />
  );
}
