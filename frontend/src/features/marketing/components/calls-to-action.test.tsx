// Where the marketing pages' calls to action lead: never to the page they are on.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithAuth } from '@/__tests__/auth-test-kit';

describe('the calls to action', () => {
  it('Watch Demo leads to what an analysis does on the home page, not to the pricing page', async () => {
    await renderWithAuth('/');
    const demo = await screen.findByRole('link', { name: 'Watch Demo' });
    expect(demo.getAttribute('href')).toBe('/#features');
    expect(document.getElementById('features')?.textContent).toBeTruthy();
    // The home page's closing call still goes to /pricing.
    expect(screen.getByRole('link', { name: 'Get Credits' }).getAttribute('href')).toBe('/pricing');
  });

  it('Get Credits on /pricing leads to the pack selector above, not to the page itself', async () => {
    await renderWithAuth('/pricing');
    const credits = await screen.findByRole('link', { name: 'Get Credits' });
    expect(credits.getAttribute('href')).toBe('/pricing#packs');
    expect(document.getElementById('packs')?.querySelector('[data-testid="pack-price"]')).toBeTruthy();
  });
});
