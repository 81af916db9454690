/**
 * Shows what `errorDisplay.ts` decided, with the antd instances of the mounted `<App>` (so
 * toasts follow the theme and locale). The request client runs outside React; the
 * `FeedbackBridge` component hands it those instances. Anything shown before the bridge
 * mounts (the router starts loading before the first render) waits for it.
 */
import { App, Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, type ReactNode } from 'react';
import { ErrorTexts, TOAST_SECONDS, type Display } from './errorDisplay';

type AntdFeedback = ReturnType<typeof App.useApp>;

let mounted: AntdFeedback | null = null;
let waiting: Array<(api: AntdFeedback) => void> = [];

function withFeedback(show: (api: AntdFeedback) => void): void {
  if (mounted) show(mounted);
  else waiting.push(show);
}

export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(() => {
    mounted = api;
    const queued = waiting;
    waiting = [];
    queued.forEach((show) => show(api));
    return () => {
      if (mounted === api) mounted = null;
    };
  }, [api]);
  return null;
}

let persistentKey = 0;

function showPersistentToast(api: AntdFeedback, content: ReactNode): void {
  const key = `persistent-${++persistentKey}`;
  api.message.error({
    key,
    duration: 0,
    content: (
      <span className="tenon-persistent-toast">
        {content}
        <Button
          type="text"
          size="small"
          aria-label="关闭"
          icon={<CloseOutlined />}
          onClick={() => api.message.destroy(key)}
        />
      </span>
    ),
  });
}

export function showError(display: Display): void {
  switch (display.kind) {
    case 'none':
      return;
    case 'toast':
      return withFeedback((api) =>
        display.persistent
          ? showPersistentToast(api, display.text)
          : void api.message.error({ content: display.text, duration: TOAST_SECONDS }),
      );
    case 'demo-mode':
      return withFeedback((api) =>
        showPersistentToast(
          api,
          <span>
            <strong>{ErrorTexts.demoMode}</strong>
            <br />
            {ErrorTexts.demoModeDetail}
          </span>,
        ),
      );
    case 'notification':
      return withFeedback((api) => api.notification.error({ title: display.title }));
  }
}

export interface ConfirmOptions {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

/** A warning confirm dialog; resolves true on OK, false on cancel or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) =>
    withFeedback((api) => {
      api.modal.confirm({
        ...options,
        okText: options.okText ?? '确定',
        cancelText: options.cancelText ?? '取消',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    }),
  );
}

/** A plain error toast, for messages that are not request failures. */
export function toastError(text: string): void {
  showError({ kind: 'toast', text, persistent: false });
}
