/** The routes generated from the user's menu tree; the sidebar draws them. */
import { create } from 'zustand';
import type { AppRoute } from '../router/generateRoutes';

interface RouteState {
  routes: AppRoute[];
  setRoutes: (routes: AppRoute[]) => void;
}

export const useRouteStore = create<RouteState>()((set) => ({
  routes: [],
  setRoutes: (routes) => set({ routes }),
}));
