/** 流程设计 against a fake server and a real bpmn-js canvas: loading, the toolbar's rules, saving. */
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { modelApi, type BpmModel } from '@tenon/contracts';
import { renderWithProviders } from '../../../../test/render';
import { createFakeServer, fail, ok, type FakeServer } from '../../../../test/fakeServer';
import { installSvgPolyfill } from '../../../../bpmn/testing/svgPolyfill';
import { LEAVE_BPMN } from '../../../../bpmn/testing/fixtures';
import ModelDesignPage from './index';

beforeAll(installSvgPolyfill);
// The page loads the designer chunk (bpmn-js) lazily; loading it once here keeps that cost,
// seconds on a busy machine, out of the first test's time.
beforeAll(() => import('./ProcessDesigner'), 60_000);

const model = (fields: Partial<BpmModel> = {}): BpmModel => ({
  id: 7,
  key: 'leave',
  name: '请假流程',
  description: '员工请假',
  category: '1',
  formType: 10,
  formId: 3,
  formCustomCreatePath: null,
  formCustomViewPath: null,
  createTime: 1700000000000,
  bpmnXml: LEAVE_BPMN,
  ...fields,
});

function renderPage(server: FakeServer, search = '?modelId=7') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/bpm/manager/model/design', element: <ModelDesignPage /> }], {
    initialEntries: [`/bpm/manager/model/design${search}`],
  });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => screen.getByRole('button', { name: '保存模型' });
/** The diagram finished importing once its task is drawn (the first import of the designer chunk can take seconds on a busy machine). */
const diagramShown = () =>
  waitFor(() => expect(screen.getByTestId('bpmn-canvas')).toHaveTextContent('经理审批'), { timeout: 15_000 });

describe('流程设计', () => {
  it('asks for the model when the address names none', () => {
    renderPage(createFakeServer(), '');
    expect(screen.getByText('缺少模型 modelId 编号')).toBeInTheDocument();
  });

  it('loads the model by id and draws its saved diagram', async () => {
    const { server } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    expect(server.received(modelApi.get)[0].query.get('id')).toBe('7');
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '恢复' })).toBeDisabled();
  });

  it('saves the whole model with the designer XML', async () => {
    const { server, user } = renderPage(createFakeServer().on(modelApi.get, ok(model())).on(modelApi.update, ok(true)));
    await diagramShown();
    await user.click(saveButton());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    const body = server.received(modelApi.update)[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      id: 7,
      name: '请假流程',
      description: '员工请假',
      category: '1',
      formType: 10,
      formId: 3,
      formCustomCreatePath: null,
      formCustomViewPath: null,
    });
    expect(body.bpmnXml).toContain('camunda:assignee="${initiator}"');
  });

  it('starts a new model from an empty process with the model’s key and name', async () => {
    const { server, user } = renderPage(createFakeServer().on(modelApi.get, ok(model({ bpmnXml: null }))).on(modelApi.update, ok(true)));
    await waitFor(() => expect(screen.getByLabelText('流程标识')).toHaveValue('leave'));
    expect(screen.getByLabelText('流程名称')).toHaveValue('请假流程');
    await user.click(saveButton());
    await screen.findByText('修改成功');
    expect((server.received(modelApi.update)[0].body as { bpmnXml: string }).bpmnXml).toContain(
      '<bpmn2:process id="leave" name="请假流程" isExecutable="true" />',
    );
  });

  it('opens a saved diagram under the model’s key and name: 常规 shows them, the key fixed, and saving keeps them', async () => {
    const saved = LEAVE_BPMN.replace(/"leave"/g, '"Process_1700000000000"').replace('name="请假流程"', 'name="业务流程_1700000000000"');
    const { server, user } = renderPage(
      createFakeServer().on(modelApi.get, ok(model({ key: 'leave', name: '请假流程', bpmnXml: saved }))).on(modelApi.update, ok(true)),
    );
    await diagramShown();
    await waitFor(() => expect(screen.getByLabelText('流程标识')).toHaveValue('leave'));
    expect(screen.getByLabelText('流程标识')).toBeDisabled();
    expect(screen.getByLabelText('流程名称')).toHaveValue('请假流程');
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(saveButton());
    await screen.findByText('修改成功');
    const xml = (server.received(modelApi.update)[0].body as { bpmnXml: string }).bpmnXml;
    expect(xml).toContain('<bpmn2:process id="leave" name="请假流程" isExecutable="true">');
    expect(xml).not.toContain('Process_1700000000000');
  });

  it('says 保存模型失败，请重试！ with the server’s reason, and keeps the drawing', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())).on(modelApi.update, fail(1_009_002_000, '流程模型不存在')));
    await diagramShown();
    await user.click(saveButton());
    expect(await screen.findByText('保存模型失败，请重试！（流程模型不存在）')).toBeInTheDocument();
    expect(screen.getByTestId('bpmn-canvas')).toHaveTextContent('经理审批');
  });

  it('asks for several elements before aligning', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    await user.click(screen.getByRole('button', { name: '向左对齐' }));
    expect(await screen.findByText('请按住 Ctrl 键选择多个元素对齐')).toBeInTheDocument();
  });

  it('asks before aligning the elements chosen with Ctrl, and aligns on 确定', async () => {
    const { user, server } = renderPage(createFakeServer().on(modelApi.get, ok(model())).on(modelApi.update, ok(true)));
    await diagramShown();
    const shape = (id: string) => document.querySelector(`[data-element-id="${id}"]`)!;
    fireEvent.click(shape('start'));
    fireEvent.click(shape('end'), { ctrlKey: true });
    await user.click(screen.getByRole('button', { name: '向上对齐' }));
    expect(await screen.findByText('自动对齐可能造成图形变形，是否继续？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: '撤销' })).toBeEnabled());
    await user.click(saveButton());
    await screen.findByText('修改成功');
    const xml = (server.received(modelApi.update)[0].body as { bpmnXml: string }).bpmnXml;
    expect(xml).toMatch(/<bpmndi:BPMNShape id="end_di" bpmnElement="end">\s*<dc:Bounds x="360" y="100"/);
  });

  it('zooms in steps of ten percent', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    const percent = screen.getByRole('button', { name: '当前缩放比例' });
    const before = Number(percent.textContent!.replace('%', ''));
    await user.click(screen.getByRole('button', { name: '放大视图' }));
    expect(percent).toHaveTextContent(`${before + 10}%`);
    await user.click(screen.getByRole('button', { name: '缩小视图' }));
    await user.click(screen.getByRole('button', { name: '缩小视图' }));
    expect(percent).toHaveTextContent(`${before - 10}%`);
  });

  it('locks saving while the simulation runs', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    await user.click(screen.getByRole('button', { name: '模拟' }));
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '模拟' }));
    expect(saveButton()).toBeEnabled();
  });

  it('previews the diagram as XML', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    await user.hover(screen.getByRole('button', { name: '预览' }));
    await user.click(await screen.findByRole('menuitem', { name: '预览XML' }));
    expect(await screen.findByLabelText('XML 预览')).toHaveTextContent('<bpmn2:userTask id="approve" name="经理审批"');
  });

  it('previews the diagram as JSON', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    await user.hover(screen.getByRole('button', { name: '预览' }));
    await user.click(await screen.findByRole('menuitem', { name: '预览JSON' }));
    expect(await screen.findByLabelText('JSON 预览')).toHaveTextContent('"_name": "经理审批"');
  });

  it('redraws from an empty process with the model’s key and name', async () => {
    const { server, user } = renderPage(createFakeServer().on(modelApi.get, ok(model())).on(modelApi.update, ok(true)));
    await diagramShown();
    await user.click(screen.getByRole('button', { name: '重新绘制' }));
    await waitFor(() => expect(screen.getByTestId('bpmn-canvas')).not.toHaveTextContent('经理审批'));
    await user.click(saveButton());
    await screen.findByText('修改成功');
    const xml = (server.received(modelApi.update)[0].body as { bpmnXml: string }).bpmnXml;
    expect(xml).toContain('<bpmn2:process id="leave" name="请假流程" isExecutable="true" />');
  });

  it('opens a local .bpmn file onto the canvas', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model({ bpmnXml: null }))));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    const file = new File([LEAVE_BPMN], 'leave.bpmn', { type: 'application/xml' });
    await user.upload(screen.getByLabelText('打开流程文件'), file);
    await diagramShown();
  });

  it('says in Chinese when an opened file is not a diagram', async () => {
    const { user } = renderPage(createFakeServer().on(modelApi.get, ok(model())));
    await diagramShown();
    await user.upload(screen.getByLabelText('打开流程文件'), new File(['<html/>'], 'x.bpmn'));
    expect(await screen.findByText(/^流程图导入失败，请确认是有效的 BPMN 2.0 文件/)).toBeInTheDocument();
  });
});
