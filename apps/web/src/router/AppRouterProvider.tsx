/**
 * react-router's provider with React DOM's `flushSync`, which is all `react-router/dom` adds.
 * Importing it from `react-router` keeps one copy of the router in every environment: under
 * Node (tests), `react-router/dom` loads a second build whose context pages cannot see.
 */
import { flushSync } from 'react-dom';
import { RouterProvider, type RouterProviderProps } from 'react-router';

const flush = (fn: () => unknown): undefined => {
  flushSync(fn);
};

export function AppRouterProvider({ router }: Pick<RouterProviderProps, 'router'>) {
  return <RouterProvider router={router} flushSync={flush} />;
}
