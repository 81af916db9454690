/** Saving the diagram as a file (下载为XML/SVG/BPMN文件): named after the process, typed by content. */
import { saveBlob } from '../api/fileTransfer';

export type DiagramFileType = 'xml' | 'bpmn' | 'svg';

const MIME: Record<DiagramFileType, string> = {
  xml: 'application/xml;charset=UTF-8',
  bpmn: 'application/bpmn20-xml;charset=UTF-8',
  svg: 'image/svg+xml;charset=UTF-8',
};

/** A file name the usual file systems accept, from the process name (or `diagram`). */
export function diagramFileName(baseName: string | undefined, type: DiagramFileType): string {
  const safe = (baseName ?? '').replace(/[\\/:*?"<>|\s]+/g, '_').replace(/^_+|_+$/g, '');
  return `${safe || 'diagram'}.${type}`;
}

export function downloadDiagram(content: string, baseName: string | undefined, type: DiagramFileType) {
  saveBlob(new Blob([content], { type: MIME[type] }), diagramFileName(baseName, type));
}
