/**
 * AJ-Captcha's block-puzzle popup (docs/captcha.md): drag the handle until the piece fills
 * the hole. Pointer events carry both mouse and touch. A miss shakes, says 验证失败 and loads a
 * new puzzle (the server has burnt the old one); a fit says 验证成功 and hands the login its
 * one-time `captchaVerification`.
 */
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Modal } from 'antd';
import { ArrowRightOutlined, CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_IMAGE_WIDTH, CaptchaRepCodes, captchaApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { sealed } from './aes';
import './blockPuzzle.css';

const PIECE_WIDTH = 47;
const MAX_MOVE = CAPTCHA_IMAGE_WIDTH - PIECE_WIDTH;
/** How long 验证失败 shows before the next puzzle, and 验证成功 before the login goes on. */
const RESULT_MS = 800;

interface Puzzle {
  originalImageBase64: string;
  jigsawImageBase64: string;
  token: string;
  secretKey?: string;
}

type Status = 'loading' | 'ready' | 'checking' | 'success' | 'fail';

export interface BlockPuzzleProps {
  open: boolean;
  onSuccess: (captchaVerification: string) => void;
  onCancel: () => void;
}

export default function BlockPuzzle({ open, onSuccess, onCancel }: BlockPuzzleProps) {
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [notice, setNotice] = useState('');
  const [moveX, setMoveX] = useState(0);
  const drag = useRef<{ startX: number } | null>(null);
  // The latest offset, for the release: a state read there may lag the last move.
  const moved = useRef(0);
  const moveTo = (x: number) => {
    moved.current = x;
    setMoveX(x);
  };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    setStatus('loading');
    moved.current = 0;
    setMoveX(0);
    setNotice('');
    try {
      const answer = await callApi(captchaApi.get, { body: { captchaType: 'blockPuzzle', ts: Date.now() }, showError: false });
      if (answer.repCode !== CaptchaRepCodes.SUCCESS) {
        setPuzzle(null);
        setNotice(answer.repMsg ?? '获取验证码失败');
        return;
      }
      setPuzzle(answer.repData as unknown as Puzzle);
      setStatus('ready');
    } catch {
      setPuzzle(null);
      setNotice('获取验证码失败，请刷新重试');
    }
  }, []);

  useEffect(() => {
    if (open) void load();
    return () => clearTimeout(timer.current);
  }, [open, load]);

  async function check(x: number) {
    if (!puzzle) return;
    setStatus('checking');
    const pointJson = JSON.stringify({ x, y: 5.0 });
    const answer = await callApi(captchaApi.check, {
      body: { captchaType: 'blockPuzzle', token: puzzle.token, pointJson: sealed(pointJson, puzzle.secretKey) },
      showError: false,
    }).catch(() => null);
    if (answer?.repCode === CaptchaRepCodes.SUCCESS) {
      setStatus('success');
      const verification = sealed(`${puzzle.token}---${pointJson}`, puzzle.secretKey);
      timer.current = setTimeout(() => onSuccess(verification), RESULT_MS);
    } else {
      setStatus('fail');
      timer.current = setTimeout(() => void load(), RESULT_MS);
    }
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (status !== 'ready') return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX - moveX };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    moveTo(Math.max(0, Math.min(MAX_MOVE, e.clientX - drag.current.startX)));
  };
  const onPointerUp = () => {
    if (!drag.current) return;
    drag.current = null;
    // The picture is shown at its own width, so the handle's offset is already in image pixels.
    void check(moved.current);
  };

  const handleIcon = status === 'success' ? <CheckOutlined /> : status === 'fail' ? <CloseOutlined /> : <ArrowRightOutlined />;
  return (
    <Modal open={open} title="请完成安全验证" footer={null} width={360} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <div className={`block-puzzle is-${status}`}>
        <div className="block-puzzle-picture">
          {puzzle && (
            <>
              <img src={`data:image/png;base64,${puzzle.originalImageBase64}`} alt="验证码背景" width={CAPTCHA_IMAGE_WIDTH} style={{ left: 0 }} />
              <img src={`data:image/png;base64,${puzzle.jigsawImageBase64}`} alt="验证码拼图块" width={PIECE_WIDTH} style={{ left: moveX }} />
            </>
          )}
          {!puzzle && notice && <div className="block-puzzle-result is-fail">{notice}</div>}
          {status === 'success' && <div className="block-puzzle-result is-success">验证成功</div>}
          {status === 'fail' && <div className="block-puzzle-result is-fail">验证失败</div>}
          <Button className="block-puzzle-refresh" type="text" size="small" icon={<ReloadOutlined />} aria-label="换一张" onClick={() => void load()} />
        </div>
        <div className="block-puzzle-bar">
          <div className="block-puzzle-trail" style={{ width: moveX }} />
          {moveX === 0 && status === 'ready' && <span>向右滑动完成验证</span>}
          <div
            className="block-puzzle-handle"
            role="slider"
            tabIndex={0}
            aria-label="拖动滑块完成拼图"
            aria-valuemin={0}
            aria-valuemax={MAX_MOVE}
            aria-valuenow={Math.round(moveX)}
            style={{ left: moveX }}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerUp}
          >
            {handleIcon}
          </div>
        </div>
      </div>
    </Modal>
  );
}
