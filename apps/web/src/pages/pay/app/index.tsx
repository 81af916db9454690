/**
 * 应用信息 (`/pay/app`): the merchant's pay apps, each with its 开启状态 as a switch and its
 * channels under 支付宝配置, 微信配置, 模拟支付配置 and 钱包支付配置: a green ✓ for a channel
 * configured, a red ✗ for one not, either opening that channel's dialog (`ChannelDialog.tsx`).
 * Twelve channel columns make the table wider than a 1440 px window: it scrolls sideways, as
 * the kit's tables do.
 */
import { useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { payAppApi, payAppResource, PayChannels, Permissions, type PayChannelCode } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ResourcePage, { type ResourcePageProps } from '../../../crud/ResourcePage';
import StatusSwitch from '../../../crud/StatusSwitch';
import { useCan } from '../../../permission/useCan';
import ChannelDialog, { type ChannelTarget } from './ChannelDialog';

type MoreColumns = NonNullable<ResourcePageProps<typeof payAppApi>['moreColumns']>;

/** The channel columns, grouped and ordered as the reference's table. */
const CHANNEL_GROUPS: Array<[group: string, codes: PayChannelCode[]]> = [
  ['支付宝配置', ['alipay_app', 'alipay_pc', 'alipay_wap', 'alipay_qr', 'alipay_bar']],
  ['微信配置', ['wx_lite', 'wx_pub', 'wx_app', 'wx_native', 'wx_bar']],
  ['模拟支付配置', ['mock']],
  ['钱包支付配置', ['wallet']],
];

function ChannelButton({ configured, name, disabled, onClick }: { configured: boolean; name: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      shape="circle"
      variant="solid"
      color={configured ? 'green' : 'danger'}
      icon={configured ? <CheckOutlined aria-hidden /> : <CloseOutlined aria-hidden />}
      aria-label={`${name}${configured ? '已配置' : '未配置'}`}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

export default function PayAppPage() {
  const can = useCan();
  const [channel, setChannel] = useState<ChannelTarget | null>(null);
  // Opening a channel reads it; saving it takes create or update, which the dialog's server call checks.
  const mayOpenChannel = can.hasPermission(Permissions.pay.channel.query);
  const channelColumns: MoreColumns = CHANNEL_GROUPS.flatMap(([group, codes]) =>
    codes.map((code) => ({
      after: 'status',
      column: {
        title: PayChannels[code],
        key: `channel-${code}`,
        dataIndex: 'channelCodes' as const,
        group,
        render: (row: { id: number; channelCodes: string[] }) => (
          <ChannelButton
            configured={row.channelCodes.includes(code)}
            name={PayChannels[code]}
            disabled={!mayOpenChannel}
            onClick={() => setChannel({ appId: row.id, code })}
          />
        ),
      },
    })),
  );
  return (
    <ResourcePage
      resource={payAppResource}
      render={{
        status: (row) => (
          <StatusSwitch
            status={row.status}
            subject={`"${row.name}"应用`}
            editable={can.hasPermission(Permissions.pay.app.update)}
            onChange={(next) => callApi(payAppApi.updateStatus, { body: { id: row.id, status: next } })}
            reloads={payAppApi.page}
          />
        ),
      }}
      moreColumns={channelColumns}
      form={{ width: 800, labelWidth: 160 }}
    >
      <ChannelDialog target={channel} onClose={() => setChannel(null)} />
    </ResourcePage>
  );
}
