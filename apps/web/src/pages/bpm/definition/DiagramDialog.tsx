/** 流程图: a deployed definition's diagram, read-only; bpmn-js loads only when it is first opened. */
import { Empty, Modal, Spin } from 'antd';
import { processDefinitionApi } from '@tenon/contracts';
import LazyProcessViewer from '../../../bpmn/viewer/LazyProcessViewer';
import { useEntityQuery } from '../../../crud/usePagedList';

export interface DiagramDialogProps {
  /** The definition shown; null: closed. */
  definitionId: string | null;
  onClose: () => void;
}

export default function DiagramDialog({ definitionId, onClose }: DiagramDialogProps) {
  const xml = useEntityQuery(processDefinitionApi.getBpmnXml, { query: { id: definitionId ?? '' } }, definitionId !== null);
  return (
    <Modal open={definitionId !== null} title="流程图" width="80%" footer={null} onCancel={onClose} destroyOnHidden>
      {xml.data ? (
        <LazyProcessViewer key={definitionId} xml={xml.data} height={560} />
      ) : (
        <Spin spinning={xml.isFetching}>
          <Empty description={xml.isFetching ? '加载中' : '暂无流程图'} />
        </Spin>
      )}
    </Modal>
  );
}
