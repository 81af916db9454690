/** WebSocket against a fake server and a fake socket: it connects with the token, sends, and lists what arrives. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { API_BASE, LiveCloseCodes, LiveMessageTypes, userApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { setTokens } from '../../../stores/authStorage';
import WebSocketPage from './index';
import { liveChannelUrl } from './liveSocket';

class FakeSocket {
  static all: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  readyState = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {}
  open() {
    this.readyState = 1;
    act(() => this.onopen?.());
  }
  receive(type: string, content: string) {
    act(() => this.onmessage?.({ data: JSON.stringify({ type, content }) }));
  }
  closeWith(code: number) {
    act(() => this.onclose?.({ code }));
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  setTokens({ accessToken: 'tok en', refreshToken: 'r' });
});
afterEach(() => vi.unstubAllGlobals());

const users = [
  { id: 1, nickname: '芋道源码', deptId: null },
  { id: 104, nickname: '测试号', deptId: null },
];

describe('WebSocket', () => {
  it('builds the same-origin address with the token in the query', () => {
    expect(liveChannelUrl('a b', { protocol: 'https:', host: 'console.example.com' })).toBe(`wss://console.example.com${API_BASE}/infra/ws?token=a%20b`);
    expect(liveChannelUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe(`ws://localhost:3000${API_BASE}/infra/ws?token=t`);
  });

  it('connects, sends to one user, and lists received messages with time and sender', async () => {
    const server = createFakeServer().on(userApi.listAllSimple, ok(users));
    const { user } = renderPage(<WebSocketPage />, { server, permissions: [] });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toContain('/infra/ws?token=tok%20en');
    socket.open();
    expect(await screen.findByText('已连接')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '接收人' }));
    await user.click(await screen.findByTitle('测试号'));
    await user.type(screen.getByLabelText('消息内容'), '你好');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect(socket.sent.map((s) => JSON.parse(s))).toEqual([{ type: LiveMessageTypes.DEMO_SEND, content: JSON.stringify({ text: '你好', toUserId: 104 }) }]);

    socket.receive(LiveMessageTypes.DEMO_RECEIVE, JSON.stringify({ fromUserId: 1, text: '大家好', single: false }));
    socket.receive('order-paid', '{"id":7}');
    const list = await screen.findByLabelText('收到的消息');
    expect(list).toHaveTextContent('群发');
    expect(list).toHaveTextContent('芋道源码');
    expect(list).toHaveTextContent('大家好');
    expect(list).toHaveTextContent('order-paid');
    expect(list.textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
    expect(screen.getByText('收到的消息（2）')).toBeInTheDocument();
  });

  it('says when the sign-in is no longer valid', async () => {
    const server = createFakeServer().on(userApi.listAllSimple, ok(users));
    renderPage(<WebSocketPage />, { server, permissions: [] });
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.closeWith(LiveCloseCodes.UNAUTHORIZED);
    expect(await screen.findByText(/登录已失效（4401）/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '连接' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送' })).toBeDisabled();
  });
});
