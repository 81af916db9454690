/**
 * 表单设计: a process form built from the palette on a canvas, each field set up in the side
 * panel, saved as the reference stores forms (`conf` and one JSON rule per field). As in the
 * reference, saving (新增成功 / 修改成功) and 返回 go back to the form list and close this
 * page's tab, so the next 新增 starts from an empty form.
 */
import { useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Form, Input, Radio, Space } from 'antd';
import { RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { formApi, Permissions, type BpmForm, Dicts } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { dictOptions } from '../../../../crud/dictOptions';
import { STATUS_ENABLE } from '../../../../crud/StatusSwitch';
import { useInvalidateEntity } from '../../../../crud/usePagedList';
import { defaultFormConf, encodeFormConf, encodeFormRules, parseFormConf, parseFormRules } from '../../../../components/form-render';
import { DesignerWorkbench, designerReducer, firstFormProblem, toItems, type DesignerState, type SettingsTab } from '../../../../components/form-designer';
import { Can } from '../../../../permission/Can';
import { useDictDatas } from '../../../../stores/dictStore';
import { closeView } from '../../../../stores/tagsView';
import { useTagsViewStore } from '../../../../stores/tagsViewStore';
import { confirmAction } from '../../../../utils/modal';
import { validatedValues } from '../../../../utils/validatedValues';

const FORM_LIST_PATH = '/bpm/manager/form';
const EDIT_PATH = '/bpm/manager/form/edit';

interface FormMeta {
  name: string;
  status: number;
  remark: string;
}

function initialState(form: BpmForm | null): DesignerState {
  if (!form) return { items: [], selectedId: null, conf: defaultFormConf() };
  // A stored entry that is not a rule cannot be edited; it is dropped here and the canvas says nothing of it,
  // which the server's own check (every entry a JSON object) makes a case of hand-made data only.
  const rules = parseFormRules(form.fields).flatMap((p) => (p.ok ? [p.rule] : []));
  return { items: toItems(rules), selectedId: null, conf: parseFormConf(form.conf) };
}

const snapshot = (meta: Partial<FormMeta>, state: DesignerState) =>
  JSON.stringify([meta.name ?? '', meta.status ?? STATUS_ENABLE, meta.remark ?? '', state.conf, state.items.map((i) => i.rule)]);

export default function FormDesigner({ form }: { form: BpmForm | null }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  const [meta] = Form.useForm<FormMeta>();
  // Prefixes the header's ids: the form list, kept alive behind this page, has a `name` box of its own.
  const metaName = useId();
  const initialMeta: FormMeta = { name: form?.name ?? '', status: form?.status ?? STATUS_ENABLE, remark: form?.remark ?? '' };
  const [state, dispatch] = useReducer(designerReducer, form, initialState);
  const [tab, setTab] = useState<SettingsTab>('field');
  const [saving, setSaving] = useState(false);
  const saved = useRef(snapshot(initialMeta, state));
  const statusOptions = dictOptions(useDictDatas(Dicts.commonStatus), Number);
  const rules = state.items.map((i) => i.rule);

  const leave = () => {
    const { visitedViews, setVisited } = useTagsViewStore.getState();
    setVisited(closeView(visitedViews, EDIT_PATH));
    void navigate(FORM_LIST_PATH);
  };
  const back = async () => {
    if (snapshot(meta.getFieldsValue(), state) !== saved.current && !(await confirmAction('表单设计尚未保存，确定离开吗？'))) return;
    leave();
  };
  const save = async () => {
    const values = await validatedValues(meta);
    if (values === undefined) return; // the header shows what is missing
    const problem = firstFormProblem(rules);
    if (problem) {
      void message.error(problem.message);
      dispatch({ type: 'select', id: state.items[problem.index]!.id });
      setTab('field');
      return;
    }
    const body = { name: values.name.trim(), status: values.status, remark: values.remark ?? '', conf: encodeFormConf(state.conf), fields: encodeFormRules(rules) };
    setSaving(true);
    try {
      if (form) await callApi(formApi.update, { body: { ...body, id: form.id } });
      else await callApi(formApi.create, { body });
    } catch {
      return; // the request client has shown the server's reason; the design stays as it is
    } finally {
      setSaving(false);
    }
    void message.success(form ? '修改成功' : '新增成功');
    void invalidate(formApi.page);
    leave();
  };

  return (
    <div className="form-designer">
      <Card variant="borderless" className="form-designer__header" size="small">
        <Form<FormMeta> form={meta} name={metaName} layout="inline" initialValues={initialMeta} aria-label="表单信息" className="form-designer__meta">
          <Form.Item label="表单名" name="name" rules={[{ required: true, whitespace: true, message: '表单名不能为空' }]}>
            <Input placeholder="请输入表单名" maxLength={64} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label="状态" name="status" rules={[{ required: true, message: '开启状态不能为空' }]}>
            <Radio.Group options={statusOptions} />
          </Form.Item>
          <Form.Item label="备注" name="remark">
            <Input placeholder="请输入备注" maxLength={500} style={{ width: 260 }} />
          </Form.Item>
        </Form>
        <Space className="form-designer__actions">
          <Button icon={<RollbackOutlined aria-hidden />} onClick={() => void back()}>
            返回
          </Button>
          <Can permissions={[form ? Permissions.bpm.form.update : Permissions.bpm.form.create]}>
            <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={() => void save()}>
              保存
            </Button>
          </Can>
        </Space>
      </Card>
      <DesignerWorkbench state={state} dispatch={dispatch} tab={tab} onTabChange={setTab} />
    </div>
  );
}
