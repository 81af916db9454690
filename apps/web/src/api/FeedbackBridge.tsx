/**
 * Shows what `errorDisplay.ts` decided, with the antd instances of the mounted `<App>` (so
 * toasts follow the theme and locale): the bridge registers them with `feedback.ts`, which the
 * request client calls from outside React.
 */
import { App, Button } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useEffect, type ReactNode } from 'react';
import { ErrorTexts, TOAST_SECONDS, type Display } from './errorDisplay';
import { registerFeedback, type ConfirmOptions } from './feedback';

type AntdFeedback = ReturnType<typeof App.useApp>;

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

function show(api: AntdFeedback, display: Display): void {
  switch (display.kind) {
    case 'none':
      return;
    case 'toast':
      if (display.persistent) showPersistentToast(api, display.text);
      else void api.message.error({ content: display.text, duration: TOAST_SECONDS });
      return;
    case 'demo-mode':
      return showPersistentToast(
        api,
        <span>
          <strong>{ErrorTexts.demoMode}</strong>
          <br />
          {ErrorTexts.demoModeDetail}
        </span>,
      );
    case 'notification':
      api.notification.error({ title: display.title });
      return;
  }
}

function confirm(api: AntdFeedback, options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    api.modal.confirm({
      ...options,
      okText: options.okText ?? '确定',
      cancelText: options.cancelText ?? '取消',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export function FeedbackBridge() {
  const api = App.useApp();
  useEffect(
    () =>
      registerFeedback({
        show: (display) => show(api, display),
        confirm: (options) => confirm(api, options),
      }),
    [api],
  );
  return null;
}
