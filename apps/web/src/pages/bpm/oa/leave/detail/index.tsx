/** 查看 OA 请假 (`/bpm/oa/leave/detail?id=`): the leave named in the address. */
import { useSearchParams } from 'react-router';
import { Card, Result } from 'antd';
import LeaveDetail from './LeaveDetail';

export default function OaLeaveDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isSafeInteger(id) || id < 1) return <Result status="warning" title="缺少请假申请编号" />;
  return (
    <Card variant="borderless">
      <LeaveDetail id={id} />
    </Card>
  );
}
