import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/__tests__/render-app';

function header() {
  return screen.getByRole('banner');
}

describe('Navbar', () => {
  it('switches to its solid style once the page has scrolled past 20 px', async () => {
    await renderApp('/');
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(header().dataset.scrolled).toBe('false');

    act(() => {
      window.scrollY = 20;
      fireEvent.scroll(window);
    });
    expect(header().dataset.scrolled).toBe('false');

    act(() => {
      window.scrollY = 21;
      fireEvent.scroll(window);
    });
    expect(header().dataset.scrolled).toBe('true');

    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
    expect(header().dataset.scrolled).toBe('false');
  });

  it('the mobile menu has the same entries and closes on an outside click or Escape', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    const menu = document.getElementById('mobile-menu')!;
    expect(menu.hidden).toBe(true);

    await user.click(toggle);
    expect(menu.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const labels = Array.from(menu.querySelectorAll('a')).map((a) => a.textContent);
    expect(labels).toEqual(['Home', 'Pricing', 'About', 'Privacy', 'Terms', 'Login', 'Sign up']);

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menu.hidden).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(menu.hidden).toBe(true);
  });

  it('following a link in the mobile menu closes it', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    const about = Array.from(menu.querySelectorAll('a')).find((a) => a.textContent === 'About')!;
    await user.click(about);
    expect(await screen.findByRole('heading', { level: 1, name: 'The analyst in your corner' })).toBeTruthy();
    expect(menu.hidden).toBe(true);
  });
});
