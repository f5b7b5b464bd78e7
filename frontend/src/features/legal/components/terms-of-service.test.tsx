import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TermsOfService } from './terms-of-service';
import { TERMS_SECTIONS } from '../legal-sections';

describe('TermsOfService', () => {
  it('shows today’s date, in the reader’s language, as the last-updated date', () => {
    render(<TermsOfService section="overview" onSectionChange={() => {}} today={new Date(2025, 6, 14)} />);
    expect(screen.getByText('Last updated: 14 July 2025')).toBeTruthy();
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
