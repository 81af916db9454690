/**
 * 系统接口 (`/infra/swagger`): the API's OpenAPI document, generated from the contracts, in Swagger
 * UI. The reference framed Knife4j's page; ours loads the document through the request client
 * (the permission `infra:swagger:list`, the system tenant only), and 试一试 sends the user's
 * own token and tenant to our own API.
 */
import { useMemo } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { swaggerApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { getTenantId } from '../../../stores/authStorage';
import { withSessionTenant } from './sessionRequest';
import SwaggerView from './SwaggerView';

export default function SwaggerPage() {
  const { data, isError } = useQuery({
    queryKey: ['infra', 'swagger', 'openapi'],
    queryFn: ({ signal }) => callApi(swaggerApi.openapi, { signal }),
    // The document changes only with a new version of the server.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const document = useMemo(() => (data ? withSessionTenant(data, getTenantId()) : null), [data]);

  return (
    <Card variant="borderless">
      <Typography.Paragraph type="secondary">
        接口文档由接口契约生成（OpenAPI 3.1）。「Try it out」以当前登录用户的身份调用接口，请谨慎执行修改、删除类操作。
      </Typography.Paragraph>
      {isError && !data && <Alert type="warning" showIcon title="接口文档加载失败" />}
      {document ? <SwaggerView document={document} /> : !isError && <Skeleton active />}
    </Card>
  );
}
