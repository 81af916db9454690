/**
 * The home page's figures: four counts and the trend chart, from `dashboard/stats`. While they
 * load the cards show placeholders; if they fail, the panel says so and offers a retry (the
 * request client has already shown the error itself). The stats' unread count goes to the bell's
 * store, so the card and the bell show one number from then on.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Alert, Button, Card, Skeleton } from 'antd';
import { useUnreadCountStore } from '../../layout/notify/unreadCountStore';
import StatCards from './StatCards';
import { TREND_DAYS, useDashboardStats } from './useDashboardStats';

const TrendChart = lazy(() => import('./TrendChart'));

export default function DashboardPanel() {
  const { data: stats, isPending, isError, isFetching, refetch } = useDashboardStats();
  useEffect(() => {
    if (stats) useUnreadCountStore.getState().setCount(stats.myUnreadMessageCount);
  }, [stats]);

  if (isError && !stats) {
    return (
      <Alert
        type="warning"
        showIcon
        title="首页统计加载失败"
        action={
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            重试
          </Button>
        }
      />
    );
  }

  return (
    <>
      <StatCards stats={stats} loading={isPending} />
      {/* Neither trend is this user's to see: no empty chart. */}
      {!(stats && stats.loginTrend.length === 0 && stats.messageTrend.length === 0) && (
        <Card title={`最近 ${TREND_DAYS} 天`} className="home-trend">
          {stats ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <TrendChart stats={stats} />
            </Suspense>
          ) : (
            <Skeleton active paragraph={{ rows: 6 }} />
          )}
        </Card>
      )}
    </>
  );
}
