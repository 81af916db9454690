/**
 * 秒杀时段管理 (`/promotion/seckill-time`): the daily slots with the count of activities running
 * in each, as `seckillTimeResource` describes them; the dialog picks the hours with time pickers.
 * 查看秒杀活动 opens 秒杀活动管理 filtered by the slot.
 */
import { useNavigate } from 'react-router';
import { EyeOutlined } from '@ant-design/icons';
import { seckillActivityResource, seckillTimeResource } from '@tenon/contracts';
import ResourcePage from '../../../../../crud/ResourcePage';
import TimeOfDayPicker from './TimeOfDayPicker';

export default function SeckillTimePage() {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={seckillTimeResource}
      inputs={{
        startTime: <TimeOfDayPicker placeholder="开始时间" />,
        endTime: <TimeOfDayPicker placeholder="结束时间" />,
      }}
      form={{ width: 600 }}
      rowActions={[
        {
          label: '查看秒杀活动',
          icon: <EyeOutlined aria-hidden />,
          permission: seckillActivityResource.permissions.query,
          first: true,
          onClick: (row) => navigate(`/promotion/seckill-activity?timeId=${row.id}`),
        },
      ]}
    />
  );
}
