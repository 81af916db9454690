/**
 * What the request client, the guard and the generic dialogs show (error toasts and
 * notifications, confirmations), handed to the antd `<App>` that is mounted (FeedbackBridge.tsx,
 * inside AppProviders). The request client runs outside React and before the first render, so
 * anything shown before a bridge mounts waits for it.
 *
 * No antd here: the login page ships without antd (docs/performance.md, "First visit"). When
 * something must be shown and no bridge is mounted (the login page has none), the first such
 * call mounts a host of its own (feedbackHost.tsx, set by main.tsx) and what waits is shown once
 * it mounts. Tests render the providers themselves and set no host.
 */
import type { Display } from './errorDisplay';

export interface ConfirmOptions {
  title: string;
  content: string;
  okText?: string;
  cancelText?: string;
}

/** What a mounted bridge does with a request to show something. */
export interface FeedbackPresenter {
  show(display: Display): void;
  /** A warning confirm dialog; resolves true on OK, false on cancel or close. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

// Bridges in mount order: the one mounted last (a page's providers over the host) shows.
const presenters: FeedbackPresenter[] = [];
let waiting: Array<(presenter: FeedbackPresenter) => void> = [];
let mountHost: (() => void) | undefined;
let hostRequested = false;

/** How to mount a bridge when something must be shown and none is mounted. */
export function setFeedbackHost(mount: () => void): void {
  mountHost = mount;
}

/** For a bridge as it mounts; returns what to call when it unmounts. */
export function registerFeedback(presenter: FeedbackPresenter): () => void {
  presenters.push(presenter);
  const queued = waiting;
  waiting = [];
  queued.forEach((use) => use(presenter));
  return () => {
    const at = presenters.lastIndexOf(presenter);
    if (at >= 0) presenters.splice(at, 1);
  };
}

function withFeedback(use: (presenter: FeedbackPresenter) => void): void {
  const current = presenters.at(-1);
  if (current) return use(current);
  waiting.push(use);
  if (hostRequested || !mountHost) return;
  hostRequested = true;
  mountHost();
}

export function showError(display: Display): void {
  if (display.kind === 'none') return;
  withFeedback((presenter) => presenter.show(display));
}

/** A warning confirm dialog; resolves true on OK, false on cancel or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => withFeedback((presenter) => void presenter.confirm(options).then(resolve)));
}

/** A plain error toast, for messages that are not request failures. */
export function toastError(text: string): void {
  showError({ kind: 'toast', text, persistent: false });
}
