/**
 * One channel of an app (创建支付渠道 / 编辑支付渠道), opened from its ✓/✗ button: loads the app's
 * channel of that code (none yet: a new one), shows the form of its kind (`channelFields.tsx`)
 * and saves with create or update, `config` sent as a JSON object's text as the reference's
 * forms send it. The app list reloads, so the button turns ✓.
 */
import { App, Form, Input, InputNumber } from 'antd';
import { channelKind, CommonStatus, Dicts, payAppApi, payChannelApi, type PayChannel, type PayChannelCode } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormFieldItem from '../../../crud/FormFieldItem';
import FormModal from '../../../crud/FormModal';
import { fieldSchema } from '../../../crud/contractSchema';
import { useQueryClient } from '@tanstack/react-query';
import { entityKey, useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { AlipayConfigFields, blankConfig, WeixinConfigFields } from './channelFields';

export interface ChannelTarget {
  appId: number;
  code: PayChannelCode;
}

interface ChannelValues {
  status: number;
  feeRate: number | null;
  remark: string;
  config: Record<string, unknown>;
}

/** A channel field's label: the contract's title. */
const title = (field: string) => (fieldSchema(payChannelApi.create, 'body', field) as { title?: string }).title ?? field;

/** What the form shows of a stored channel, or of a new one of the kind. */
function valuesOf(code: PayChannelCode, channel: PayChannel | null): ChannelValues {
  const kind = channelKind(code) ?? 'none';
  if (!channel) return { status: CommonStatus.ENABLE, feeRate: kind === 'none' ? 0 : null, remark: '', config: blankConfig(kind) };
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(channel.config) as Record<string, unknown>;
  } catch {
    // An unreadable config is shown blank, to be entered again.
  }
  return { status: channel.status, feeRate: channel.feeRate, remark: channel.remark, config: { ...blankConfig(kind), ...stored } };
}

export default function ChannelDialog({ target, onClose }: { target: ChannelTarget | null; onClose: () => void }) {
  const loaded = useEntityQuery(payChannelApi.get, target ? { query: { appId: target.appId, code: target.code } } : undefined, target !== null);
  // Opens once the channel has loaded: a new form for each opening, which starts from its values.
  if (target === null || !loaded.isSuccess || loaded.isFetching) return null;
  return <ChannelForm key={`${target.appId}-${target.code}`} target={target} channel={loaded.data ?? null} onClose={onClose} />;
}

function ChannelForm({ target, channel, onClose }: { target: ChannelTarget; channel: PayChannel | null; onClose: () => void }) {
  const [form] = Form.useForm<ChannelValues>();
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const queryClient = useQueryClient();
  const kind = channelKind(target.code) ?? 'none';
  const initial = valuesOf(target.code, channel);

  const submit = async (values: ChannelValues) => {
    const { appId, code } = target;
    // Every field of the kind is sent (the ones of the other 公钥类型 / API 版本 as they were); a
    // secret left empty is kept by the server.
    const config = JSON.stringify({ ...initial.config, ...values.config });
    const body = { appId, code: code, status: values.status, feeRate: values.feeRate ?? 0, remark: values.remark ?? '', config };
    try {
      if (channel) await callApi(payChannelApi.update, { body: { ...body, id: channel.id } });
      else await callApi(payChannelApi.create, { body });
    } catch {
      return false;
    }
    message.success(channel ? '修改成功' : '新增成功');
    // The channel is read afresh when opened again; not now, which would reload the open dialog.
    await queryClient.invalidateQueries({ queryKey: entityKey(payChannelApi.get), refetchType: 'none' });
    await invalidate(payAppApi.page);
    return true;
  };

  const secretsSet = channel?.secretsSet ?? [];
  const status = <FormFieldItem field={{ name: 'status', label: title('status'), kind: 'radio', dict: Dicts.commonStatus }} create={payChannelApi.create} />;
  const feeRate = (
    <Form.Item label={title('feeRate')} name="feeRate" rules={[{ required: true, message: '请输入渠道费率' }]}>
      <InputNumber min={0} max={100} suffix="%" placeholder={`请输入${title('feeRate')}`} style={{ width: '100%' }} />
    </Form.Item>
  );
  return (
    <FormModal<ChannelValues>
      open
      title={channel ? '编辑支付渠道' : '创建支付渠道'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      width={800}
      labelWidth={180}
      initialValues={initial}
    >
      {kind === 'alipay' && (
        <>
          {feeRate}
          <AlipayConfigFields secretsSet={secretsSet} status={status} />
        </>
      )}
      {kind === 'weixin' && (
        <>
          {feeRate}
          <WeixinConfigFields secretsSet={secretsSet} status={status} />
        </>
      )}
      {kind === 'none' && (
        <>
          {status}
          {feeRate}
        </>
      )}
      <Form.Item label={title('remark')} name="remark">
        <Input placeholder={`请输入${title('remark')}`} maxLength={255} />
      </Form.Item>
    </FormModal>
  );
}
