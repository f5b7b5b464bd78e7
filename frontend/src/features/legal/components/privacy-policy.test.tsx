import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PrivacyPolicy } from './privacy-policy';

describe('PrivacyPolicy', () => {
  it('has the six tabs of the spec', () => {
    render(<PrivacyPolicy section="contact" onSectionChange={() => {}} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Data collection',
      'Usage',
      'Disclaimer',
      'Responsibility',
      'Contact',
    ]);
    expect(screen.getByRole('tabpanel').textContent).toContain('support@oddsmith.io');
  });
});
