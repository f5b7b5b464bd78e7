import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { AuthState } from '@/lib/auth/auth-context';
import { signedInState } from '@/__tests__/signed-in';
import { RequireAdmin, RequireUser } from './route-guards';

const auth = vi.hoisted(() => ({ state: {} as Record<string, unknown> }));
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => auth.state }));

describe('RequireUser / RequireAdmin', () => {
  const baseState = signedInState();

  beforeEach(() => {
    auth.state = { ...baseState };
  });

  async function renderGuarded(state: Partial<AuthState>, url: string) {
    auth.state = { ...baseState, ...state };
    const root = createRootRoute({ component: Outlet });
    const page = (path: string, text: string) =>
      createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> });
    const admin = createRoute({
      getParentRoute: () => root,
      path: '/admin',
      component: () => (
        <RequireAdmin>
          <p>admin panel</p>
        </RequireAdmin>
      ),
    });
    const account = createRoute({
      getParentRoute: () => root,
      path: '/account',
      component: () => (
        <RequireUser>
          <p>account page</p>
        </RequireUser>
      ),
    });
    const router = createRouter({
      routeTree: root.addChildren([
        admin,
        account,
        page('/login', 'login page'),
        page('/dashboard', 'dashboard page'),
      ]),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
    render(<RouterProvider router={router} />);
    return router;
  }

  it('shows a spinner while the session loads', async () => {
    await renderGuarded({ isLoading: true, user: null }, '/account');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.queryByText('account page')).toBeNull();
  });

  it('without a user: the login page, with the way back', async () => {
    const router = await renderGuarded({ user: null }, '/account?x=1');
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.search).toEqual({ redirect: '/account?x=1' });
  });

  it('admin pages show a spinner until the admin check answers', async () => {
    await renderGuarded({ isAdminLoading: true }, '/admin');
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('a non-admin on an admin page goes to /dashboard', async () => {
    const router = await renderGuarded({ isAdmin: false }, '/admin');
    expect(await screen.findByText('dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('an admin sees the admin page', async () => {
    await renderGuarded({ isAdmin: true }, '/admin');
    expect(await screen.findByText('admin panel')).toBeTruthy();
  });
});
