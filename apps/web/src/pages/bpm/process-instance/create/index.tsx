/**
 * 发起流程 (`/bpm/process-instance/create`): pick one of the active process definitions, then
 * fill in its start form. A definition with a business form has its own create page
 * (`formCustomCreatePath`), which 选择 opens instead.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Card } from 'antd';
import { BpmModelFormType, BpmSuspensionState, processDefinitionApi, type BpmProcessDefinition } from '@tenon/contracts';
import { useEntityQuery } from '../../../../crud/usePagedList';
import DefinitionTable from './DefinitionTable';
import StartForm from './StartForm';

export default function ProcessInstanceCreatePage() {
  const navigate = useNavigate();
  const definitions = useEntityQuery(processDefinitionApi.list, { query: { suspensionState: BpmSuspensionState.ACTIVE } });
  const [selected, setSelected] = useState<BpmProcessDefinition | null>(null);

  const select = (definition: BpmProcessDefinition) => {
    if (definition.formType === BpmModelFormType.CUSTOM && definition.formCustomCreatePath) void navigate(definition.formCustomCreatePath);
    else setSelected(definition);
  };

  if (selected) return <StartForm definition={selected} onChooseOther={() => setSelected(null)} />;
  return (
    <Card variant="borderless">
      <DefinitionTable definitions={definitions.data ?? []} loading={definitions.isFetching} onSelect={select} />
    </Card>
  );
}
