/**
 * The designer's toolbar (spec "Designer toolbar"): files, preview, simulation, alignment,
 * zoom, history and save, as the reference lays them out in button groups.
 */
import type { ReactNode } from 'react';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  CodeOutlined,
  DownloadOutlined,
  ExpandOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  RedoOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import type { AlignType, DesignerSnapshot } from '../../../../bpmn/DesignerController';
import type { DiagramFileType } from '../../../../bpmn/download';
import { zoomPercent } from '../../../../bpmn/zoom';

export type PreviewType = 'xml' | 'json';

export interface DesignerToolbarProps {
  state: DesignerSnapshot;
  canZoomIn: boolean;
  canZoomOut: boolean;
  saving: boolean;
  onOpenFile: () => void;
  onDownload: (type: DiagramFileType) => void;
  onPreview: (type: PreviewType) => void;
  onToggleSimulation: () => void;
  onAlign: (type: AlignType) => void;
  onZoom: (direction: 1 | -1) => void;
  onResetZoom: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onRedraw: () => void;
  onSave: () => void;
}

const ALIGNMENTS: { type: AlignType; title: string; icon: ReactNode }[] = [
  { type: 'left', title: '向左对齐', icon: <AlignLeftOutlined aria-hidden /> },
  { type: 'right', title: '向右对齐', icon: <AlignRightOutlined aria-hidden /> },
  { type: 'top', title: '向上对齐', icon: <VerticalAlignTopOutlined aria-hidden /> },
  { type: 'bottom', title: '向下对齐', icon: <VerticalAlignBottomOutlined aria-hidden /> },
  { type: 'center', title: '水平居中', icon: <AlignCenterOutlined aria-hidden /> },
  { type: 'middle', title: '垂直居中', icon: <VerticalAlignMiddleOutlined aria-hidden /> },
];

/** An icon button whose tooltip is also its accessible name. */
function IconButton({ title, icon, disabled, onClick }: { title: string; icon: ReactNode; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <Button aria-label={title} icon={icon} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

export default function DesignerToolbar(p: DesignerToolbarProps) {
  const { state } = p;
  return (
    <Space wrap size={8} className="process-designer__toolbar">
      <Space.Compact>
        <Button type="primary" icon={<FolderOpenOutlined aria-hidden />} onClick={p.onOpenFile}>
          打开文件
        </Button>
        <Dropdown
          menu={{
            items: [
              { key: 'xml', label: '下载为XML文件' },
              { key: 'svg', label: '下载为SVG文件' },
              { key: 'bpmn', label: '下载为BPMN文件' },
            ],
            onClick: ({ key }) => p.onDownload(key as DiagramFileType),
          }}
        >
          <Button type="primary" icon={<DownloadOutlined aria-hidden />}>
            下载文件
          </Button>
        </Dropdown>
        <Dropdown
          menu={{
            items: [
              { key: 'xml', label: '预览XML' },
              { key: 'json', label: '预览JSON' },
            ],
            onClick: ({ key }) => p.onPreview(key as PreviewType),
          }}
        >
          <Button type="primary" icon={<EyeOutlined aria-hidden />}>
            预览
          </Button>
        </Dropdown>
        <Tooltip title={state.simulating ? '退出模拟' : '开启模拟'}>
          <Button type="primary" icon={<CodeOutlined aria-hidden />} aria-pressed={state.simulating} onClick={p.onToggleSimulation}>
            模拟
          </Button>
        </Tooltip>
      </Space.Compact>
      <Space.Compact>
        {ALIGNMENTS.map((a) => (
          <IconButton key={a.type} title={a.title} icon={a.icon} onClick={() => p.onAlign(a.type)} />
        ))}
      </Space.Compact>
      <Space.Compact>
        <IconButton title="缩小视图" icon={<ZoomOutOutlined aria-hidden />} disabled={!p.canZoomOut} onClick={() => p.onZoom(-1)} />
        <Button aria-label="当前缩放比例" tabIndex={-1} style={{ width: 64, cursor: 'default' }}>
          {zoomPercent(state.zoom)}
        </Button>
        <IconButton title="放大视图" icon={<ZoomInOutlined aria-hidden />} disabled={!p.canZoomIn} onClick={() => p.onZoom(1)} />
        <IconButton title="重置视图并居中" icon={<ExpandOutlined aria-hidden />} onClick={p.onResetZoom} />
      </Space.Compact>
      <Space.Compact>
        <IconButton title="撤销" icon={<UndoOutlined aria-hidden />} disabled={!state.canUndo} onClick={p.onUndo} />
        <IconButton title="恢复" icon={<RedoOutlined aria-hidden />} disabled={!state.canRedo} onClick={p.onRedo} />
        <IconButton title="重新绘制" icon={<ReloadOutlined aria-hidden />} onClick={p.onRedraw} />
      </Space.Compact>
      <Button type="primary" icon={<SaveOutlined aria-hidden />} disabled={state.simulating} loading={p.saving} onClick={p.onSave}>
        保存模型
      </Button>
    </Space>
  );
}
