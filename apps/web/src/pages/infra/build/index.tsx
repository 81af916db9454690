/**
 * 表单构建 (`/infra/build`): the process form designer as a stand-alone builder. Nothing is
 * saved: the design is exported as the form JSON (`conf` and `fields` exactly as a 流程表单
 * stores them) or as the code of an antd form (TSX), copied or downloaded. The reference's page
 * is client-only too (it generated Vue).
 */
import { useMemo, useReducer, useState } from 'react';
import { App, Button } from 'antd';
import { CopyOutlined, DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { saveBlob } from '../../../api/fileTransfer';
import { defaultFormConf, encodeFormConf, encodeFormRules } from '../../../components/form-render';
import { DesignerWorkbench, designerReducer, firstFormProblem, type DesignerState, type SettingsTab } from '../../../components/form-designer';
import FormCodeModal, { DEFAULT_CODE_FILE } from './FormCodeModal';
import { formCode } from './formCode';

const FORM_JSON_FILE = 'form.json';

const emptyDesign = (): DesignerState => ({ items: [], selectedId: null, conf: defaultFormConf() });

export default function InfraBuildPage() {
  const { message } = App.useApp();
  const [state, dispatch] = useReducer(designerReducer, undefined, emptyDesign);
  const [tab, setTab] = useState<SettingsTab>('field');
  const [codeOpen, setCodeOpen] = useState(false);
  const rules = useMemo(() => state.items.map((i) => i.rule), [state.items]);

  /** The design is exported only when a 流程表单 could save it: usable, unique field names and option values. */
  const ready = () => {
    if (rules.length === 0) {
      void message.warning('请先从左侧添加表单组件');
      return false;
    }
    const problem = firstFormProblem(rules);
    if (!problem) return true;
    void message.error(problem.message);
    dispatch({ type: 'select', id: state.items[problem.index]!.id });
    setTab('field');
    return false;
  };

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      void message.success('代码已复制到剪贴板');
    } catch {
      void message.error('复制失败，请手动选择文本复制');
    }
  };
  const download = (content: string, fileName: string, type: string) => saveBlob(new Blob([content], { type }), fileName);
  const exportJson = () => {
    if (!ready()) return;
    const stored = { conf: encodeFormConf(state.conf), fields: encodeFormRules(rules) };
    download(JSON.stringify(stored, null, 2), FORM_JSON_FILE, 'application/json');
  };

  return (
    <div className="form-designer">
      <DesignerWorkbench
        state={state}
        dispatch={dispatch}
        tab={tab}
        onTabChange={setTab}
        toolbar={
          <>
            <Button type="link" icon={<DownloadOutlined aria-hidden />} onClick={exportJson}>
              导出 JSON
            </Button>
            <Button type="link" icon={<FileTextOutlined aria-hidden />} onClick={() => ready() && setCodeOpen(true)}>
              生成代码
            </Button>
            <Button type="link" icon={<CopyOutlined aria-hidden />} onClick={() => ready() && void copy(formCode(state.conf, rules))}>
              复制代码
            </Button>
          </>
        }
      />
      <FormCodeModal
        form={codeOpen ? { conf: state.conf, rules } : null}
        onCopy={(code) => void copy(code)}
        onDownload={(code, fileName) => download(code, fileName || DEFAULT_CODE_FILE, 'text/plain')}
        onClose={() => setCodeOpen(false)}
      />
    </div>
  );
}
