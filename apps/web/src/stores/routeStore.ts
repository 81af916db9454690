/**
 * The routes generated from the user's menu tree (the sidebar, the route search and the top
 * menu draw them), and, with the top menu on, the part of them the sidebar lists.
 */
import { create } from 'zustand';
import type { AppRoute } from '../router/generateRoutes';

interface RouteState {
  routes: AppRoute[];
  /** The top menu item's children the sidebar lists; null lists everything. */
  sidebarRoutes: AppRoute[] | null;
  setRoutes: (routes: AppRoute[]) => void;
  setSidebarRoutes: (routes: AppRoute[] | null) => void;
}

export const useRouteStore = create<RouteState>()((set) => ({
  routes: [],
  sidebarRoutes: null,
  setRoutes: (routes) => set({ routes }),
  setSidebarRoutes: (sidebarRoutes) => set({ sidebarRoutes }),
}));
