/**
 * 表单设计: a process form built from the palette on a canvas, each field set up in the side
 * panel, saved as the reference stores forms (`conf` and one JSON rule per field). As in the
 * reference, saving (新增成功 / 修改成功) and 返回 go back to the form list and close this
 * page's tab, so the next 新增 starts from an empty form.
 */
import { useCallback, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { App, Button, Card, Empty, Form, Input, Radio, Space, Tabs } from 'antd';
import { ClearOutlined, CodeOutlined, EyeOutlined, RollbackOutlined, SaveOutlined } from '@ant-design/icons';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent, type DragMoveEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { formApi, Permissions, type BpmForm, Dicts } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { dictOptions } from '../../../../crud/dictOptions';
import { STATUS_ENABLE } from '../../../../crud/StatusSwitch';
import { useInvalidateEntity } from '../../../../crud/usePagedList';
import {
  defaultFormConf,
  encodeFormConf,
  encodeFormRules,
  parseFormConf,
  parseFormRules,
  type FormConf,
  type FormRule,
} from '../../../../components/form-render';
import { Can } from '../../../../permission/Can';
import { useDictDatas } from '../../../../stores/dictStore';
import { closeView } from '../../../../stores/tagsView';
import { useTagsViewStore } from '../../../../stores/tagsViewStore';
import { confirmAction } from '../../../../utils/modal';
import FieldPalette, { type PaletteDragData } from './FieldPalette';
import FieldSettings from './FieldSettings';
import FormCanvas from './FormCanvas';
import FormJsonModal from './FormJsonModal';
import FormPreviewModal from './FormPreviewModal';
import FormSettings from './FormSettings';
import { announcements, designerCollision, insertionIndex, screenReaderInstructions } from './dragAndDrop';
import { designerReducer, newItemId, toItems, type DesignerState } from './designerState';
import { fieldNamesOf } from './fieldNames';
import type { PaletteKind } from './palette';
import { firstFormProblem } from './saveChecks';
import './form-designer.css';

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
  const [tab, setTab] = useState<'field' | 'form'>('field');
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const [dragging, setDragging] = useState<PaletteDragData | null>(null);
  const [preview, setPreview] = useState<'preview' | 'json' | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = useRef(snapshot(initialMeta, state));
  const statusOptions = dictOptions(useDictDatas(Dicts.commonStatus), Number);

  const rules = useMemo(() => state.items.map((i) => i.rule), [state.items]);
  const ids = useMemo(() => state.items.map((i) => i.id), [state.items]);
  const selected = state.items.find((i) => i.id === state.selectedId) ?? null;
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click still selects or adds.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const add = useCallback((kind: PaletteKind, index?: number) => {
    dispatch({ type: 'add', kind, id: newItemId(), index });
    setTab('field');
  }, []);

  const select = useCallback((id: string) => {
    dispatch({ type: 'select', id });
    setTab('field');
  }, []);
  const copy = useCallback((id: string) => dispatch({ type: 'copy', id, newId: newItemId() }), []);
  const remove = useCallback((id: string) => dispatch({ type: 'remove', id }), []);

  const track = (event: DragMoveEvent) => {
    if (event.active.data.current?.from === 'palette') setDropIndex(insertionIndex(event.active, event.over, ids));
  };
  const drop = (event: DragEndEvent) => {
    const data = event.active.data.current as PaletteDragData | { from: 'canvas' } | undefined;
    setDragging(null);
    setDropIndex(null);
    if (data?.from === 'palette') {
      const index = insertionIndex(event.active, event.over, ids);
      if (index !== null) add(data.kind, index);
    } else if (event.over && event.over.id !== event.active.id) {
      dispatch({ type: 'move', id: String(event.active.id), overId: String(event.over.id) });
    }
  };

  const leave = () => {
    const { visitedViews, setVisited } = useTagsViewStore.getState();
    setVisited(closeView(visitedViews, EDIT_PATH));
    void navigate(FORM_LIST_PATH);
  };
  const back = async () => {
    if (snapshot(meta.getFieldsValue(), state) !== saved.current && !(await confirmAction('表单设计尚未保存，确定离开吗？'))) return;
    leave();
  };
  const clear = async () => {
    if (state.items.length === 0) return;
    if (await confirmAction('确定清空画布上的所有字段吗？')) dispatch({ type: 'clear' });
  };

  const save = async () => {
    let values: FormMeta;
    try {
      values = await meta.validateFields();
    } catch {
      return; // the header shows what is missing
    }
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

  const otherNames = selected ? fieldNamesOf(state.items.filter((i) => i.id !== selected.id).map((i) => i.rule)) : [];
  const current = preview ? { conf: state.conf, rules } : null;

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
      <DndContext
        sensors={sensors}
        collisionDetection={designerCollision}
        accessibility={{ announcements, screenReaderInstructions }}
        onDragStart={(e) => setDragging(e.active.data.current?.from === 'palette' ? (e.active.data.current as PaletteDragData) : null)}
        onDragMove={track}
        onDragOver={track}
        onDragEnd={drop}
        onDragCancel={() => {
          setDragging(null);
          setDropIndex(null);
        }}
      >
        <div className="form-designer__body">
          <FieldPalette onAdd={add} />
          <section className="form-designer__main" aria-label="表单画布区">
            <div className="form-designer__toolbar">
              <Button type="link" icon={<EyeOutlined aria-hidden />} onClick={() => setPreview('preview')}>
                预览
              </Button>
              <Button type="link" icon={<CodeOutlined aria-hidden />} onClick={() => setPreview('json')}>
                查看 JSON
              </Button>
              <Button type="link" danger icon={<ClearOutlined aria-hidden />} disabled={state.items.length === 0} onClick={() => void clear()}>
                清空
              </Button>
            </div>
            <FormCanvas
              items={state.items}
              conf={state.conf}
              selectedId={state.selectedId}
              dropIndex={dropIndex}
              onSelect={select}
              onCopy={copy}
              onRemove={remove}
            />
          </section>
          <aside className="form-designer__settings" aria-label="配置">
            <Tabs
              activeKey={tab}
              onChange={(key) => setTab(key as 'field' | 'form')}
              items={[
                {
                  key: 'field',
                  label: '组件配置',
                  children: selected ? (
                    <FieldSettings key={selected.id} rule={selected.rule} otherNames={otherNames} onChange={(rule: FormRule) => dispatch({ type: 'update', id: selected.id, rule })} />
                  ) : (
                    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="请在画布中选择一个组件" />
                  ),
                },
                { key: 'form', label: '表单配置', children: <FormSettings conf={state.conf} onChange={(conf: FormConf) => dispatch({ type: 'conf', conf })} /> },
              ]}
            />
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragging && <div className="form-designer__drag-chip">{dragging.label}</div>}</DragOverlay>
      </DndContext>
      <FormPreviewModal form={preview === 'preview' ? current : null} onClose={() => setPreview(null)} />
      <FormJsonModal form={preview === 'json' ? current : null} onClose={() => setPreview(null)} />
    </div>
  );
}
