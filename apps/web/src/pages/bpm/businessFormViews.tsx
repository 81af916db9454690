/**
 * Business-form views the process detail page shows inline, by the model's 表单查看地址
 * (`formCustomViewPath`): the reference mounts that view inside the detail page with the
 * instance's business key as its id. A path not listed here is opened as a page instead.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type BusinessFormView = LazyExoticComponent<ComponentType<{ id: string }>>;

export const businessFormViews: Record<string, BusinessFormView> = {
  '/bpm/oa/leave/detail': lazy(async () => {
    const { default: LeaveDetail } = await import('./oa/leave/detail/LeaveDetail');
    return { default: ({ id }: { id: string }) => <LeaveDetail id={Number(id)} /> };
  }),
};
