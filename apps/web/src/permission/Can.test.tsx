import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Can } from './Can';
import { useSessionStore } from '../stores/sessionStore';

function signInAs(roles: string[], permissions: string[]) {
  useSessionStore.getState().setSession({
    user: { id: 1, userName: 'u', nickname: 'U', avatar: '', tenantId: 1 },
    roles,
    permissions,
  });
}

describe('<Can>', () => {
  it('shows its children only to users holding one of the permissions', () => {
    signInAs(['editor'], ['system:tenant:create']);
    render(
      <>
        <Can permissions={['system:tenant:create', 'system:tenant:update']}>
          <button>新增</button>
        </Can>
        <Can permissions={['system:tenant:delete']}>
          <button>删除</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
  });

  it('with `all`, requires every listed role, and shows the fallback otherwise', () => {
    signInAs(['editor'], []);
    render(
      <Can role={['editor', 'auditor']} all fallback={<span>无权查看</span>}>
        <span>审计报表</span>
      </Can>,
    );
    expect(screen.queryByText('审计报表')).not.toBeInTheDocument();
    expect(screen.getByText('无权查看')).toBeInTheDocument();
  });

  it('refuses to guard with an empty list', () => {
    signInAs(['editor'], []);
    expect(() => render(<Can permissions={[]}>x</Can>)).toThrow();
  });
});
