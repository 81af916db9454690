/**
 * The designer itself (loaded as its own chunk): toolbar over the bpmn-js canvas, the element
 * properties panel beside it. Opens the model's saved XML, or a fresh process for a new model.
 */
import { useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { modelApi, type BpmModel } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { invalidateEntity } from '../../../../crud/usePagedList';
import { confirmAction } from '../../../../utils/modal';
import { CANVAS_CLASS } from '../../../../bpmn/canvasSetup';
import type { DesignerController, ImportResult } from '../../../../bpmn/DesignerController';
import { downloadDiagram, type DiagramFileType } from '../../../../bpmn/download';
import { diagramJson } from '../../../../bpmn/xmlToJson';
import DesignerToolbar from './DesignerToolbar';
import PreviewModal, { type PreviewContent } from './PreviewModal';
import PropertiesPanel from './panel/PropertiesPanel';
import { modelUpdateBody } from './modelUpdateBody';
import { useDesigner } from './useDesigner';
import './designer.css';

export const ALIGN_NEEDS_SELECTION = '请按住 Ctrl 键选择多个元素对齐';
export const ALIGN_CONFIRM = '自动对齐可能造成图形变形，是否继续？';
export const SAVE_FAILED = '保存模型失败，请重试！';

export default function ProcessDesigner({ model }: { model: BpmModel }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<PreviewContent | null>(null);
  const [saving, setSaving] = useState(false);
  // Saving sends the model as last loaded (the list may have changed its fields meanwhile).
  const modelRef = useRef(model);
  modelRef.current = model;

  const reportImport = (result: ImportResult) => {
    if (!result.ok) message.error(`流程图导入失败，请确认是有效的 BPMN 2.0 文件（${result.error}）`);
  };

  const { hostRef, controller, state } = useDesigner((c) => {
    void c.open(model.bpmnXml, model).then(reportImport);
  });

  const withController = (run: (c: DesignerController) => void) => () => controller && run(controller);

  const openFile = async (file: File | undefined) => {
    if (!file || !controller) return;
    reportImport(await controller.importXml(await file.text()));
  };

  const download = async (type: DiagramFileType) => {
    if (!controller) return;
    const content = type === 'svg' ? await controller.saveSvg() : await controller.saveXml();
    const { name, id } = controller.process();
    downloadDiagram(content, name || id, type);
  };

  const showPreview = async (type: 'xml' | 'json') => {
    if (!controller) return;
    const xml = await controller.saveXml();
    setPreview({ type, text: type === 'xml' ? xml : diagramJson(xml) });
  };

  const align = async (type: Parameters<DesignerController['align']>[1]) => {
    if (!controller) return;
    const selected = controller.alignableSelection();
    if (!selected) {
      message.warning(ALIGN_NEEDS_SELECTION);
      return;
    }
    if (await confirmAction(ALIGN_CONFIRM, '警告')) controller.align(selected, type);
  };

  const save = async () => {
    if (!controller) return;
    let xml: string;
    try {
      xml = await controller.saveXml();
    } catch (e) {
      console.error(e);
      message.error(SAVE_FAILED);
      return;
    }
    setSaving(true);
    try {
      await callApi(modelApi.update, { body: modelUpdateBody(modelRef.current, xml), showError: false });
      message.success('修改成功');
      void invalidateEntity(queryClient, modelApi.update);
    } catch (error) {
      // The reference's message, with the server's reason so the modeller knows what to fix.
      const reason = error instanceof Error && error.message ? `（${error.message}）` : '';
      message.error(`${SAVE_FAILED}${reason}`);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="process-designer">
      <div className="process-designer__main">
        <DesignerToolbar
          state={state}
          canZoomIn={controller?.canZoom(1) ?? false}
          canZoomOut={controller?.canZoom(-1) ?? false}
          saving={saving}
          onOpenFile={() => fileRef.current?.click()}
          onDownload={(t) => void download(t)}
          onPreview={(t) => void showPreview(t)}
          onToggleSimulation={withController((c) => c.toggleSimulation())}
          onAlign={(t) => void align(t)}
          onZoom={(d) => controller?.zoomBy(d)}
          onResetZoom={withController((c) => c.resetZoom())}
          onUndo={withController((c) => c.undo())}
          onRedo={withController((c) => c.redo())}
          onRedraw={withController((c) => void c.newDiagram(modelRef.current).then(reportImport))}
          onSave={() => void save()}
        />
        <div ref={hostRef} className={`process-designer__canvas ${CANVAS_CLASS}`} data-testid="bpmn-canvas" />
      </div>
      <PropertiesPanel modeler={controller?.modeler ?? null} />
      <input
        ref={fileRef}
        type="file"
        accept=".xml, .bpmn"
        aria-label="打开流程文件"
        style={{ display: 'none' }}
        onChange={(e) => {
          void openFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <PreviewModal content={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
