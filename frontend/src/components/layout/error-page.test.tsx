import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { ErrorPage } from './error-page';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));
const { reloadPage } = await import('@/lib/reload-page');

/** The app's router setting for failures, over a page that throws `error` when it renders. */
function renderFailingPage(error: Error) {
  const root = createRootRoute({ component: Outlet });
  const page = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => {
      throw error;
    },
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    defaultErrorComponent: ErrorPage,
  });
  return render(<RouterProvider router={router} />);
}

describe('ErrorPage', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    // The router reports the caught error; the page is what this checks.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows the default error message with a reload and a way home, and no internals', async () => {
    renderFailingPage(new Error('Cannot read properties of undefined (reading "balance")'));
    await screen.findByRole('heading', { name: 'Something went wrong' });
    screen.getByText('An error occurred. Please try again');
    expect(screen.queryByText(/reading "balance"/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(reloadPage).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload the page' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
