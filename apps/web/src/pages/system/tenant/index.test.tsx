/** 租户列表 against a fake server: what the screen adds to the kit (the package column, the system tenant, the administrator fields and their checks). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, tenantApi, tenantPackageApi, type Endpoint, type Permission, type Tenant } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { showsTexts } from '../../../test/showsTexts';
import TenantPage from './index';

const P = Permissions.system.tenant;
const ALL = [P.query, P.create, P.update, P.delete, P.export];

const at = (text: string) => new Date(text).getTime();
const tenant = (id: number, name: string, fields: Partial<Tenant> = {}): Tenant => ({
  id,
  name,
  contactUserId: null,
  contactName: '小王',
  contactMobile: '15601691300',
  status: 0,
  domain: '',
  packageId: 111,
  expireTime: at('2099-12-31T23:59:59'),
  accountCount: 20,
  createTime: at('2024-05-06T09:30:05'),
  ...fields,
});

const tenants = [
  tenant(121, '小租户', { domain: 'small.tenon.local' }),
  tenant(1, '榫卯科技', { packageId: 0, contactName: '王建国', accountCount: 9999 }),
];

const serverWith = () =>
  createFakeServer()
    .on(tenantApi.page, ok({ list: tenants, total: tenants.length }))
    .on(tenantPackageApi.getSimpleList, ok([{ id: 111, name: '普通套餐' }, { id: 112, name: '高级套餐' }]));

const openPage = (server: FakeServer, permissions: readonly Permission[] = ALL) => renderPage(<TenantPage />, { server, permissions, roles: ['super_admin'] });

const rowOf = (name: string) => screen.getByText(name, { selector: 'td, td *' }).closest('tr')!;
const searches = (server: FakeServer, endpoint: Pick<Endpoint, 'method' | 'path'> = tenantApi.page) => server.received(endpoint).map((r) => decodeURIComponent(r.search));
const dialog = async (title: string) => {
  const found = await screen.findByRole('dialog');
  expect(found).toHaveTextContent(title);
  return found;
};
// Scoped to the dialog: the date picker's popup has its own 确定.
const confirmButton = () => within(screen.getAllByRole('dialog').at(-1)!).getByRole('button', { name: /确\s*定/ });

describe('the list', () => {
  it('shows each tenant with its package; the system tenant is tagged and has no buttons', async () => {
    const { server } = openPage(serverWith());
    await screen.findByText('小租户');
    expect(searches(server)).toEqual(['pageNo=1&pageSize=20']);
    await waitFor(() => expect(within(rowOf('小租户')).getByText('普通套餐')).toBeInTheDocument());
    expect(within(rowOf('小租户')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '121',
      '小租户',
      '普通套餐',
      '小王',
      '15601691300',
      '20',
      '2099-12-31 23:59:59',
      'small.tenon.local',
      '开启',
      '2024-05-06 09:30:05',
      '修改删除',
    ]);
    const system = within(rowOf('榫卯科技'));
    expect(system.getByText('系统租户')).toBeInTheDocument();
    expect(system.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the dialog', () => {
  it('adding needs the tenant and its administrator, and sends both', async () => {
    const server = serverWith().on(tenantApi.create, ok(130));
    const { user } = openPage(server);
    await screen.findByText('小租户');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const form = within(await dialog('添加租户'));
    await user.click(confirmButton());
    await showsTexts(form, ['租户名不能为空', '租户套餐不能为空', '联系人不能为空', '用户名称不能为空', '用户密码不能为空', '账号额度不能为空', '过期时间不能为空']);

    await user.type(form.getByLabelText('租户名'), '新租户');
    await user.click(form.getByRole('combobox', { name: '租户套餐' }));
    await user.click(await screen.findByTitle('高级套餐'));
    await user.type(form.getByLabelText('联系人'), '李雷');
    await user.type(form.getByLabelText('联系手机'), '123');
    await user.type(form.getByLabelText('用户名称'), 'ab!');
    await user.type(form.getByLabelText('用户密码'), '123');
    await user.click(confirmButton());
    await showsTexts(form, ['请输入正确的手机号码', '用户名称由 4 到 30 位数字、字母组成', '用户密码长度必须介于 6 和 32 之间']);
    expect(server.received(tenantApi.create)).toHaveLength(0);

    await user.clear(form.getByLabelText('联系手机'));
    await user.type(form.getByLabelText('联系手机'), '13912345678');
    await user.clear(form.getByLabelText('用户名称'));
    await user.type(form.getByLabelText('用户名称'), 'lilei01');
    await user.clear(form.getByLabelText('用户密码'));
    await user.type(form.getByLabelText('用户密码'), 'secret123');
    await user.type(form.getByLabelText('账号额度'), '50');
    await user.click(form.getByLabelText('过期时间'));
    await user.type(form.getByLabelText('过期时间'), '2030-01-31 18:00:00{Enter}');
    await user.type(form.getByLabelText('绑定域名'), 'new.tenon.local');
    await user.click(confirmButton());

    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(tenantApi.create)[0].body).toEqual({
      name: '新租户',
      packageId: 112,
      contactName: '李雷',
      contactMobile: '13912345678',
      accountCount: 50,
      expireTime: at('2030-01-31T18:00:00'),
      domain: 'new.tenon.local',
      status: 0,
      username: 'lilei01',
      password: 'secret123',
    });
    await waitFor(() => expect(server.received(tenantApi.page)).toHaveLength(2));
  });

  it('editing has no account fields and does not send them', async () => {
    const server = serverWith().on(tenantApi.get, ok(tenants[0])).on(tenantApi.update, ok(true));
    const { user } = openPage(server);
    await screen.findByText('小租户');
    await user.click(within(rowOf('小租户')).getByRole('button', { name: /修改/ }));
    const form = within(await dialog('修改租户'));
    await waitFor(() => expect(form.getByLabelText('租户名')).toHaveValue('小租户'));
    expect(server.received(tenantApi.get)[0].search).toBe('id=121');
    expect(form.queryByLabelText('用户名称')).not.toBeInTheDocument();
    expect(form.queryByLabelText('用户密码')).not.toBeInTheDocument();
    expect(form.getByLabelText('过期时间')).toHaveValue('2099-12-31 23:59:59');

    await user.clear(form.getByLabelText('账号额度'));
    await user.type(form.getByLabelText('账号额度'), '30');
    await user.click(form.getByRole('radio', { name: '关闭' }));
    await user.click(confirmButton());
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(tenantApi.update)[0].body).toEqual({
      id: 121,
      name: '小租户',
      packageId: 111,
      contactName: '小王',
      contactMobile: '15601691300',
      accountCount: 30,
      expireTime: at('2099-12-31T23:59:59'),
      domain: 'small.tenon.local',
      status: 1,
    });
  });
});
