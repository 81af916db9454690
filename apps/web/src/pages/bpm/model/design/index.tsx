/**
 * 流程设计 (`/bpm/manager/model/design?modelId=`): the BPMN designer for one process model.
 * The page itself is light; the designer and bpmn-js load as their own chunk once the model
 * has arrived, so neither the login page nor the shell carries them.
 */
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Card, Result, Spin } from 'antd';
import { modelApi } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { entityKey } from '../../../../crud/usePagedList';

const ProcessDesigner = lazy(() => import('./ProcessDesigner'));

export default function ModelDesignPage() {
  const [params] = useSearchParams();
  const modelId = Number(params.get('modelId'));
  const valid = Number.isInteger(modelId) && modelId > 0;
  const model = useQuery({
    queryKey: [...entityKey(modelApi.get), modelApi.get.path, { id: modelId }],
    queryFn: ({ signal }) => callApi(modelApi.get, { query: { id: modelId }, signal }),
    enabled: valid,
    // The designer owns the diagram once opened: a background refetch must not replace the drawing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (!valid) return <Result status="warning" title="缺少模型 modelId 编号" />;
  if (model.isError) return <Result status="error" title="流程模型加载失败" subTitle="请返回流程模型列表后重试" />;
  const loading = (
    <Card variant="borderless">
      <Spin description="加载中..." size="large">
        <div style={{ height: 320 }} />
      </Spin>
    </Card>
  );
  if (!model.data) return loading;
  return (
    <Suspense fallback={loading}>
      {/* Keyed by model: opening another model in the same tab starts a fresh canvas. */}
      <ProcessDesigner key={model.data.id} model={model.data} />
    </Suspense>
  );
}
