import { it } from 'vitest';
import { userApi, taskApi, authApi } from '@tenon/contracts';
import { testApp } from './test/testApp.ts';
it('prints', async () => {
  let on = false; const seen: string[] = [];
  const t = await testApp({ apiLog: false }, { onStatement: (s) => on && seen.push(s) });
  const admin = await t.login();
  for (const [name, call] of [
    ['user page', () => t.callOk(userApi.page, { query: { pageNo: 1, pageSize: 10 }, as: admin })],
    ['todo', () => t.callOk(taskApi.todoPage, { query: { pageNo: 1, pageSize: 10 }, as: admin })],
    ['perm', () => t.callOk(authApi.getPermissionInfo, { as: admin })],
  ] as const) {
    await call(); seen.length = 0; on = true; await call(); on = false;
    console.log('==', name, seen.length); for (const s of seen) console.log(s.slice(0, 600));
  }
  await t.close();
});
