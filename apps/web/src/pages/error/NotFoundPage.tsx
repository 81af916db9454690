import { ErrorResult } from './ErrorResult';

/** /404: unknown paths end here. */
export default function NotFoundPage() {
  return (
    <ErrorResult
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。请检查地址是否正确，或返回首页继续操作。"
    />
  );
}
