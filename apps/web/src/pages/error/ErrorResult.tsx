/** The shared look of the error pages: a result with a way back to the home page. */
import { Button, Result, type ResultProps } from 'antd';
import { useNavigate } from 'react-router';

export function ErrorResult(props: Pick<ResultProps, 'status' | 'title' | 'subTitle'>) {
  const navigate = useNavigate();
  return (
    <div className="tenon-error-page">
      <Result
        {...props}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
