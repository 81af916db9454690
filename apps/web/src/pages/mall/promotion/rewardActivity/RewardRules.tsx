/**
 * A full-reduction activity's tiers (优惠设置): per tier 满 N 元 (or 件, by the condition), 减 N 元,
 * 包邮, 送 N 积分 and gift coupons with their counts. The value holds the wire's numbers (cents for
 * money); the inputs show yuan. Tiers are kept in the order typed: the server asks for rising
 * thresholds and says which tier breaks the rule.
 */
import { Button, Checkbox, Form, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ConditionType, type RewardRuleInput } from '@tenon/contracts';

export interface CouponChoice {
  id: number;
  name: string;
}

const toYuan = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
const toCents = (yuan: number | null) => (yuan === null ? undefined : Math.round(yuan * 100));

export function RewardRules({
  id,
  value = [],
  onChange,
  coupons,
}: {
  id?: string;
  value?: RewardRuleInput[];
  onChange?: (next: RewardRuleInput[]) => void;
  /** The coupon templates that may be given; none: no gift column. */
  coupons?: CouponChoice[];
}) {
  // The form's condition says what a threshold counts.
  const conditionType = Form.useWatch('conditionType', { preserve: true }) as number | undefined;
  const byPrice = conditionType !== ConditionType.COUNT;
  const change = (index: number, patch: Partial<RewardRuleInput>) => onChange?.(value.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  const chooseCoupons = (index: number, ids: number[]) => {
    const rule = value[index]!;
    const countOf = new Map((rule.couponIds ?? []).map((couponId, i) => [couponId, rule.couponCounts?.[i] ?? 1]));
    change(index, { couponIds: ids, couponCounts: ids.map((couponId) => countOf.get(couponId) ?? 1) });
  };
  return (
    <Space id={id} orientation="vertical" style={{ width: '100%' }}>
      {value.map((rule, index) => (
        <Space key={index} wrap align="center" aria-label={`第 ${index + 1} 档`} role="group">
          满
          <InputNumber
            aria-label="优惠门槛"
            min={byPrice ? 0.01 : 1}
            precision={byPrice ? 2 : 0}
            value={byPrice ? toYuan(rule.limit) : rule.limit}
            onChange={(v) => change(index, { limit: (byPrice ? toCents(v) : (v ?? undefined)) as number })}
          />
          {byPrice ? '元' : '件'}，减
          <InputNumber aria-label="优惠金额" min={0} precision={2} value={toYuan(rule.discountPrice)} onChange={(v) => change(index, { discountPrice: toCents(v) })} />
          元
          <Checkbox checked={rule.freeDelivery ?? false} onChange={(e) => change(index, { freeDelivery: e.target.checked })}>
            包邮
          </Checkbox>
          送
          <InputNumber aria-label="赠送积分" min={0} precision={0} value={rule.point ?? null} onChange={(v) => change(index, { point: v ?? undefined })} />
          积分
          {coupons && (
            <>
              送优惠劵
              <Select
                aria-label="赠送优惠劵"
                mode="multiple"
                placeholder="请选择优惠劵"
                style={{ minWidth: 180 }}
                options={coupons.map((c) => ({ label: c.name, value: c.id }))}
                value={rule.couponIds ?? []}
                onChange={(ids: number[]) => chooseCoupons(index, ids)}
              />
              {(rule.couponIds ?? []).map((couponId, i) => (
                <Space key={couponId} size={4}>
                  {coupons.find((c) => c.id === couponId)?.name ?? couponId} ×
                  <InputNumber
                    aria-label="赠送数量"
                    min={1}
                    precision={0}
                    style={{ width: 70 }}
                    value={rule.couponCounts?.[i] ?? 1}
                    onChange={(v) => change(index, { couponCounts: (rule.couponCounts ?? []).map((n, j) => (j === i ? (v ?? 1) : n)) })}
                  />
                </Space>
              ))}
            </>
          )}
          <Button type="link" size="small" icon={<DeleteOutlined aria-hidden />} onClick={() => onChange?.(value.filter((_, i) => i !== index))}>
            删除
          </Button>
        </Space>
      ))}
      <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => onChange?.([...value, { limit: undefined as unknown as number, discountPrice: 0, freeDelivery: false, point: 0, couponIds: [], couponCounts: [] }])}>
        添加优惠规则
      </Button>
    </Space>
  );
}

/** A tier without its threshold. */
export const ruleIncomplete = (rule: RewardRuleInput) => rule.limit === undefined || rule.limit === null;
