import { ErrorResult } from './ErrorResult';

/** /401: the user may not open the page. */
export default function UnauthorizedPage() {
  return (
    <ErrorResult status="403" title="401" subTitle="抱歉，您没有访问该页面的权限。如需访问，请联系管理员授权。" />
  );
}
