import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@/lib/i18n/i18n';
import { legal as englishLegal } from '@/lib/i18n/locales/en/legal';
import { legal as frenchLegal } from '@/lib/i18n/locales/fr/legal';
import { TermsOfService } from './terms-of-service';
import { TERMS_LAST_CHANGED, TERMS_SECTIONS } from '../legal-sections';

afterEach(async () => {
  vi.useRealTimers();
  await act(() => changeLanguage('en'));
});

describe('TermsOfService', () => {
  it('shows the day the terms last changed, not today, in the reader’s language', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2031, 6, 14) });
    const { unmount } = render(<TermsOfService section="overview" onSectionChange={() => {}} />);
    expect(screen.getByText('Last updated: 22 November 2026')).toBeTruthy();
    expect(screen.queryByText(/14 July 2031/)).toBeNull();
    unmount();
    await act(() => changeLanguage('fr'));
    render(<TermsOfService section="overview" onSectionChange={() => {}} />);
    expect(screen.getByText(/22 novembre 2026/)).toBeTruthy();
  });

  it('dates the text it shows: a change to the terms needs a new TERMS_LAST_CHANGED', () => {
    const text = JSON.stringify({ en: englishLegal.terms, fr: frenchLegal.terms });
    const fingerprint = createHash('sha256').update(text).digest('hex').slice(0, 16);
    // When the terms change: set TERMS_LAST_CHANGED to that day, then this fingerprint.
    expect({ lastChanged: TERMS_LAST_CHANGED, fingerprint }).toEqual({
      lastChanged: '2026-11-22',
      fingerprint: '4bd1dd0fc4a28087',
    });
  });

  it('has the six tabs in order and reports tab changes', async () => {
    const onSectionChange = vi.fn();
    render(<TermsOfService section="payments" onSectionChange={onSectionChange} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Acceptance',
      'Usage',
      'Prohibited',
      'Payments',
      'Liability',
    ]);
    expect(TERMS_SECTIONS).toHaveLength(6);
    expect(screen.getByRole('tabpanel').textContent).toContain('no refunds');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Liability' }));
    expect(onSectionChange).toHaveBeenCalledWith('liability');
  });
});
