/**
 * WebSocket (the reference's infra/webSocket demo) on Tenon's live channel: connect, send a text
 * to one user of the tenant or to all of them, and see what arrives, with its time and sender.
 * A close with 4401 means the sign-in is no longer valid: 连接 again after any page has
 * refreshed the token (opening the page loads the user list, which refreshes it when needed).
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Empty, Input, List, Select, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  LiveCloseCodes,
  LiveMessageTypes,
  userApi,
  type DemoMessageReceive,
  type DemoMessageSend,
  type LiveMessage,
} from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { getAccessToken } from '../../../stores/authStorage';
import { liveChannelUrl } from './liveSocket';

type Status = 'connecting' | 'open' | 'closed';
interface Received {
  key: number;
  time: Date;
  type: string;
  fromUserId?: number;
  text: string;
  single?: boolean;
}

const ALL = 0;

/**
 * Closes without a console error: a socket still connecting is closed once it opens (closing it
 * mid-handshake makes the browser log "closed before the connection is established").
 */
function closeQuietly(ws: WebSocket | null) {
  if (!ws) return;
  ws.onmessage = null;
  ws.onclose = null;
  if (ws.readyState === WebSocket.CONNECTING) ws.onopen = () => ws.close(1000);
  else ws.close(1000);
}
const two = (n: number) => String(n).padStart(2, '0');
const timeOf = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;

export default function WebSocketPage() {
  const socket = useRef<WebSocket | null>(null);
  const counter = useRef(0);
  const [status, setStatus] = useState<Status>('closed');
  const [closeNote, setCloseNote] = useState<string | null>(null);
  const [received, setReceived] = useState<Received[]>([]);
  const [to, setTo] = useState<number>(ALL);
  const [text, setText] = useState('');
  const { data: users = [], isSuccess: usersLoaded } = useQuery({
    queryKey: ['system', 'user', 'simple'],
    queryFn: ({ signal }) => callApi(userApi.listAllSimple, { signal }),
  });
  const nameOf = (id?: number) => users.find((u) => u.id === id)?.nickname ?? (id === undefined ? '服务端' : `用户 ${id}`);

  const connect = () => {
    const token = getAccessToken();
    if (!token) return setCloseNote('未登录');
    closeQuietly(socket.current);
    const ws = new WebSocket(liveChannelUrl(token));
    socket.current = ws;
    setStatus('connecting');
    setCloseNote(null);
    ws.onopen = () => socket.current === ws && setStatus('open');
    ws.onmessage = (event) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      const key = ++counter.current;
      if (message.type === LiveMessageTypes.DEMO_RECEIVE) {
        const body = JSON.parse(message.content) as DemoMessageReceive;
        setReceived((list) => [{ key, time: new Date(), type: message.type, fromUserId: body.fromUserId, text: body.text, single: body.single }, ...list].slice(0, 200));
      } else {
        setReceived((list) => [{ key, time: new Date(), type: message.type, text: message.content }, ...list].slice(0, 200));
      }
    };
    ws.onclose = (event) => {
      if (socket.current !== ws) return;
      setStatus('closed');
      if (event.code === LiveCloseCodes.UNAUTHORIZED) setCloseNote('登录已失效（4401），请刷新页面后重新连接');
      else if (event.code === LiveCloseCodes.TOO_MANY) setCloseNote('打开的连接过多，最早的连接已被关闭');
      else if (event.code === LiveCloseCodes.GOING_AWAY) setCloseNote('服务端正在重启，请稍后重新连接');
      else if (event.code !== 1000) setCloseNote(`连接已断开（${event.code}）`);
    };
  };

  // Connect once the user list has loaded (that call refreshes an expired token first).
  useEffect(() => {
    if (usersLoaded && !socket.current) connect();
  }, [usersLoaded]);
  useEffect(
    () => () => {
      closeQuietly(socket.current);
      socket.current = null;
    },
    [],
  );

  const disconnect = () => {
    closeQuietly(socket.current);
    socket.current = null;
    setStatus('closed');
  };

  const send = () => {
    const content: DemoMessageSend = to === ALL ? { text } : { text, toUserId: to };
    socket.current?.send(JSON.stringify({ type: LiveMessageTypes.DEMO_SEND, content: JSON.stringify(content) } satisfies LiveMessage));
    setText('');
  };

  const badge = status === 'open' ? <Badge status="success" text="已连接" /> : status === 'connecting' ? <Badge status="processing" text="连接中" /> : <Badge status="default" text="未连接" />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title="WebSocket"
        extra={
          <Space>
            {badge}
            {status === 'closed' ? (
              <Button type="primary" onClick={connect}>
                连接
              </Button>
            ) : (
              <Button onClick={disconnect}>断开</Button>
            )}
          </Space>
        }
      >
        <Typography.Paragraph type="secondary">
          实时通道（WebSocket）的演示：向本租户的某个用户或全部用户发送一条消息，已连接的接收者立即收到。多实例部署时经 Redis 转发到各实例。
        </Typography.Paragraph>
        {closeNote && <Alert type="warning" showIcon title={closeNote} style={{ marginBottom: 16 }} />}
        <Space.Compact style={{ width: '100%' }}>
          <Select
            aria-label="接收人"
            value={to}
            onChange={setTo}
            style={{ width: 200 }}
            options={[{ value: ALL, label: '所有人' }, ...users.map((u) => ({ value: u.id, label: u.nickname }))]}
          />
          <Input
            aria-label="消息内容"
            placeholder="请输入要发送的消息"
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => text.trim() && status === 'open' && send()}
          />
          <Button type="primary" disabled={status !== 'open' || !text.trim()} onClick={send}>
            发送
          </Button>
        </Space.Compact>
      </Card>
      <Card size="small" title={`收到的消息（${received.length}）`} extra={received.length > 0 && <Button size="small" onClick={() => setReceived([])}>清空</Button>}>
        {received.length === 0 ? (
          <Empty description="尚未收到消息" />
        ) : (
          <List
            size="small"
            aria-label="收到的消息"
            dataSource={received}
            renderItem={(m) => (
              <List.Item key={m.key}>
                <Space wrap>
                  <Typography.Text type="secondary">{timeOf(m.time)}</Typography.Text>
                  {m.type === LiveMessageTypes.DEMO_RECEIVE ? (
                    <>
                      <Tag color={m.single ? 'blue' : 'green'}>{m.single ? '单发' : '群发'}</Tag>
                      <Typography.Text strong>{nameOf(m.fromUserId)}</Typography.Text>
                    </>
                  ) : (
                    <Tag>{m.type}</Tag>
                  )}
                  <span>{m.text}</span>
                </Space>
              </List.Item>
            )}
          />
        )}
      </Card>
    </Space>
  );
}
