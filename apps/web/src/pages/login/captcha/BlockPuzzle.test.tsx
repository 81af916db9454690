/** The slider popup against a fake captcha server: drag, miss, hit, refresh, and the request limit. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { captchaApi } from '@tenon/contracts';
import { createFakeServer, type FakeServer } from '../../../test/fakeServer';
import BlockPuzzle from './BlockPuzzle';
import { aesEncrypt } from './aes';

const KEY = 'abcdefghijklmnop';
const bare = (data: unknown) => ({ status: 200, data });
const puzzle = (token: string) =>
  bare({ repCode: '0000', repMsg: null, success: true, repData: { originalImageBase64: 'AAAA', jigsawImageBase64: 'BBBB', token, secretKey: KEY } });
const checked = (repCode: string, repMsg: string | null) => bare({ repCode, repMsg, repData: null, success: repCode === '0000' });

function show(server: FakeServer) {
  const onSuccess = vi.fn();
  const onCancel = vi.fn();
  render(<BlockPuzzle open onSuccess={onSuccess} onCancel={onCancel} />);
  return { server, onSuccess, onCancel };
}

async function dragBy(dx: number) {
  const handle = await screen.findByRole('slider', { name: '拖动滑块完成拼图' });
  await waitFor(() => expect(screen.getByText('向右滑动完成验证')).toBeInTheDocument());
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + dx / 2, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + dx, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + dx, pointerId: 1 });
}

describe('block puzzle popup', () => {
  it('sends the dragged x encrypted with the key, and on a fit hands over the verification', async () => {
    const server = createFakeServer().on(captchaApi.get, puzzle('t1')).on(captchaApi.check, checked('0000', null));
    const { onSuccess } = show(server);
    expect(screen.getByText('请完成安全验证')).toBeInTheDocument();
    await dragBy(120);
    expect(await screen.findByText('验证成功')).toBeInTheDocument();
    const [sent] = server.received(captchaApi.check);
    const point = JSON.stringify({ x: 120, y: 5 });
    expect(sent!.body).toEqual({ captchaType: 'blockPuzzle', token: 't1', pointJson: aesEncrypt(point, KEY) });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(aesEncrypt(`t1---${point}`, KEY)));
  });

  it('a miss says 验证失败 and loads a new puzzle, which can then be solved', async () => {
    const server = createFakeServer()
      .on(captchaApi.get, (_req, i) => puzzle(`t${i + 1}`))
      .on(captchaApi.check, (_req, i) => (i === 0 ? checked('6111', '验证失败') : checked('0000', null)));
    const { onSuccess } = show(server);
    await dragBy(30);
    expect(await screen.findByText('验证失败')).toBeInTheDocument();
    await waitFor(() => expect(server.received(captchaApi.get)).toHaveLength(2));
    await dragBy(200);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(server.received(captchaApi.check).map((r) => (r.body as { token: string }).token)).toEqual(['t1', 't2']);
  });

  it('换一张 loads another puzzle; the request limit is told, not thrown', async () => {
    const server = createFakeServer().on(captchaApi.get, (_req, i) =>
      i === 0 ? puzzle('t1') : checked('6201', 'get接口请求次数超限，请稍后再试!'),
    );
    show(server);
    await screen.findByText('向右滑动完成验证');
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    expect(await screen.findByText('get接口请求次数超限，请稍后再试!')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '验证码拼图块' })).not.toBeInTheDocument();
  });
});
