import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/__tests__/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('routes', () => {
  it.each([
    ['/', /Stop guessing/],
    ['/pricing', /Pay only for the analyses you run/],
    ['/about', /The analyst in your corner/],
    ['/legal', /Legal information/],
    ['/terms', /Terms of Service/],
    ['/privacy', /Privacy Policy/],
    ['/success', /Success!/],
  ])('%s renders its page with navbar and footer', async (url, heading) => {
    await renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('a deep link to a terms tab opens that tab, and picking a tab updates the URL', async () => {
    const { history } = await renderApp('/terms?tab=payments');
    expect((await screen.findByRole('tab', { name: 'Payments' })).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Prohibited' }));
    expect(history.location.search).toBe('?tab=prohibited');
  });

  it('an unknown tab falls back to the first one', async () => {
    await renderApp('/privacy?tab=nope');
    expect((await screen.findByRole('tab', { name: 'Overview' })).getAttribute('aria-selected')).toBe('true');
  });

  it('an unknown path shows the 404 page', async () => {
    await renderApp('/this/does/not/exist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('the navbar links to the five public pages and, signed out, to Login and Sign up', async () => {
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    for (const href of ['/', '/pricing', '/about', '/privacy', '/terms', '/login', '/register']) {
      expect(hrefs).toContain(href);
    }
  });

  it('the footer links to /legal, /terms and /privacy', async () => {
    await renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const hrefs = Array.from(footer.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/legal', '/terms', '/privacy']));
  });

  it('/ip-banned shows the full-screen notice without navbar while the check says banned', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'Banned',
              code: 'IP_BANNED',
              banned: true,
              reason: 'Spam',
              is_permanent: true,
            }),
            {
              status: 403,
            },
          ),
      ),
    );
    await renderApp('/ip-banned');
    expect(await screen.findByRole('heading', { name: 'ACCESS DENIED' })).toBeTruthy();
    expect(screen.getByText('PERMANENT')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('/ip-banned sends a visitor who is not banned (or whose check fails) home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { history } = await renderApp('/ip-banned');
    expect(await screen.findByRole('heading', { level: 1, name: /Stop guessing/ })).toBeTruthy();
    expect(history.location.pathname).toBe('/');
  });
});
