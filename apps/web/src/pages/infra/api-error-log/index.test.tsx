/**
 * 错误日志 against a fake server: a pending row offers 已处理 and 已忽略 (asked first, sent as the
 * reference sends it, the list reloaded), a handled row offers neither, and 详细 shows the stack.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, apiErrorLogApi, type ApiErrorLog } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import ApiErrorLogPage from './index';

const at = (h: number) => new Date(2026, 10, 29, h).getTime();
const row = (id: number, fields: Partial<ApiErrorLog> = {}): ApiErrorLog => ({
  id,
  traceId: `trace${id}`.padEnd(32, '0'),
  userId: 1,
  userType: 2,
  applicationName: 'tenon-server',
  requestMethod: 'POST',
  requestUrl: `/tri-real-api/admin-api/system/post/create${id}`,
  requestParams: '{"body":{"code":"boom"}}',
  userIp: '127.0.0.1',
  userAgent: 'Chrome',
  createTime: at(9),
  exceptionTime: at(9),
  exceptionName: 'DrizzleQueryError',
  exceptionMessage: 'Failed query',
  exceptionRootCauseMessage: 'violates check constraint',
  exceptionStackTrace: 'DrizzleQueryError: Failed query\n    at PostService.create (/app/post.ts:12:5)',
  exceptionClassName: 'DrizzleQueryError',
  exceptionFileName: '/app/post.ts',
  exceptionMethodName: 'PostService.create',
  exceptionLineNumber: 12,
  processStatus: 0,
  processTime: null,
  processUserId: 0,
  ...fields,
});
const dicts = [
  dictEntry('infra_api_error_log_process_status', '0', '未处理', 'primary'),
  dictEntry('infra_api_error_log_process_status', '1', '已处理', 'success'),
  dictEntry('infra_api_error_log_process_status', '2', '已忽略', 'danger'),
  dictEntry('user_type', '2', '管理员', 'success'),
];
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('错误日志', () => {
  it('marks a pending row 已处理 after asking, and offers nothing on a handled row', async () => {
    const pending = row(1);
    const handled = row(2, { processStatus: 1, processTime: at(10), processUserId: 1 });
    const server = createFakeServer().on(apiErrorLogApi.page, ok({ list: [pending, handled], total: 2 })).on(apiErrorLogApi.updateStatus, ok(true));
    const { user } = renderPage(<ApiErrorLogPage />, { server, permissions: Object.values(Permissions.infra.apiErrorLog), dicts, path: '/infra/log/api-error-log' });
    await screen.findByText(pending.requestUrl);
    expect(within(rowOf(handled.requestUrl)).queryByRole('button', { name: /已处理/ })).toBeNull();
    expect(within(rowOf(handled.requestUrl)).queryByRole('button', { name: /已忽略/ })).toBeNull();

    await user.click(within(rowOf(pending.requestUrl)).getByRole('button', { name: /已处理/ }));
    expect(await screen.findByText('确认标记为已处理')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.received(apiErrorLogApi.updateStatus).map((r) => r.search)).toEqual(['id=1&processStatus=1']));
    await waitFor(() => expect(server.received(apiErrorLogApi.page).length).toBeGreaterThan(1));
  });

  it('hides the marks from a user without the permission', async () => {
    const server = createFakeServer().on(apiErrorLogApi.page, ok({ list: [row(1)], total: 1 }));
    renderPage(<ApiErrorLogPage />, { server, permissions: [Permissions.infra.apiErrorLog.query], dicts, path: '/infra/log/api-error-log' });
    await screen.findByText(row(1).requestUrl);
    expect(within(rowOf(row(1).requestUrl)).queryByRole('button', { name: /已处理/ })).toBeNull();
  });

  it('shows the request and the stack trace in 详细', async () => {
    const server = createFakeServer().on(apiErrorLogApi.page, ok({ list: [row(1)], total: 1 }));
    const { user } = renderPage(<ApiErrorLogPage />, { server, permissions: Object.values(Permissions.infra.apiErrorLog), dicts, path: '/infra/log/api-error-log' });
    await screen.findByText(row(1).requestUrl);
    await user.click(within(rowOf(row(1).requestUrl)).getByRole('button', { name: /详细/ }));
    const detail = await screen.findByRole('dialog');
    expect(detail).toHaveTextContent('API 错误日志详细');
    expect(detail).toHaveTextContent('POST | /tri-real-api/admin-api/system/post/create1');
    expect(within(detail).getByText(/at PostService\.create/).tagName).toBe('PRE');
    expect(detail).toHaveTextContent('violates check constraint');
  });
});
