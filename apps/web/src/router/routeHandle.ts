/** What a route tells the shell about itself (the spec's route `meta`), kept on `handle`. */
import type { UIMatch } from 'react-router';

export interface RouteHandle {
  title: string;
  name?: string;
  icon?: string;
  noCache?: boolean;
  hidden?: boolean;
  /** Affixed tabs cannot be closed. */
  affix?: boolean;
}

export function handleOf(match: UIMatch): RouteHandle | undefined {
  const handle = match.handle as RouteHandle | undefined;
  return handle && typeof handle.title === 'string' ? handle : undefined;
}
