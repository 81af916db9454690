/**
 * The demo's first process form, so a new process can be deployed without designing one first:
 * 采购申请 in tenant 1, enabled, stored as the form designer stores a form (its default `conf`,
 * one rule per field in the palette's shape: form-create's `type`, `field`, `title`,
 * `$required`, `props`, `options`). A model built on it still needs a diagram, a category and a
 * rule per user task (the demo's 用户分组 采购审批组, user-group.demo.ts, is there for that).
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { bpmForm } from './form.schema.ts';

export const DEMO_PURCHASE_FORM_NAME = '采购申请';

const ADMIN_ID = '1';

/** The designer's settings of a new form (form-render's defaultFormConf). */
const CONF = {
  form: { labelPosition: 'right', size: 'default', labelWidth: '125px' },
  submitBtn: { show: true, innerText: '提交' },
  resetBtn: { show: false, innerText: '重置' },
};

const field = (type: string, name: string, title: string, extra: Record<string, unknown> = {}) => ({
  type,
  field: name,
  title,
  info: '',
  $required: false,
  props: {},
  ...extra,
});

/** The fields, in order; the start form's values are process variables named by `field`. */
export const DEMO_PURCHASE_FORM_FIELDS = [
  field('input', 'item', '采购物品', { $required: true, props: { placeholder: '请输入采购物品' } }),
  field('select', 'purchaseType', '采购类型', {
    $required: true,
    options: [
      { label: '办公用品', value: 1 },
      { label: '电子设备', value: 2 },
      { label: '其他', value: 3 },
    ],
  }),
  field('inputNumber', 'quantity', '采购数量', { $required: true, value: 1, props: { min: 1 } }),
  field('inputNumber', 'amount', '预计金额（元）', { $required: true, props: { min: 0, precision: 2 } }),
  field('datePicker', 'expectedDate', '期望到货日期', { props: { type: 'date' } }),
  field('input', 'reason', '采购说明', { props: { type: 'textarea', rows: 3 } }),
];

export async function seedFormDemo(tx: Tx): Promise<void> {
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    bpmForm,
    {
      name: DEMO_PURCHASE_FORM_NAME,
      status: 0,
      remark: '演示表单：可直接用于新建流程的【流程表单】',
      conf: JSON.stringify(CONF),
      fields: DEMO_PURCHASE_FORM_FIELDS.map((rule) => JSON.stringify(rule)),
      creator: ADMIN_ID,
      updater: ADMIN_ID,
    },
    tx,
  );
}

/** The demo's 采购申请 form, for the demo processes built on it (process-instance/purchase.demo.ts). */
export async function demoPurchaseFormId(tx: Tx): Promise<number | undefined> {
  const [row] = await tenantScope(tx, SYSTEM_TENANT.id).selectFrom(bpmForm, eq(bpmForm.name, DEMO_PURCHASE_FORM_NAME), tx);
  return row?.id;
}
