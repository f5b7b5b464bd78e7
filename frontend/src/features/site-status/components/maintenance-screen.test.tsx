import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { changeLanguage } from '@/lib/i18n/i18n';
import { MaintenanceScreen } from './maintenance-screen';

describe('MaintenanceScreen', () => {
  it('uses the visitor-side defaults when the setting is empty', () => {
    render(<MaintenanceScreen />);
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByText('Site under maintenance')).toBeTruthy();
    expect(screen.getByText('2-3 hours')).toBeTruthy();
  });

  it('shows the given texts and hides the estimate only when showCountdown is false', () => {
    const { rerender } = render(
      <MaintenanceScreen
        settings={{
          showCountdown: null,
          texts: { en: { title: 'Engine upgrade', message: 'Back soon', estimatedTime: '30 minutes' } },
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Engine upgrade' })).toBeTruthy();
    expect(screen.getByText('Back soon')).toBeTruthy();
    expect(screen.getByTestId('maintenance-estimate').textContent).toContain('30 minutes');

    rerender(<MaintenanceScreen settings={{ showCountdown: false }} />);
    expect(screen.queryByTestId('maintenance-estimate')).toBeNull();
  });

  it('speaks the visitor’s language: French texts never reach an English visitor', async () => {
    const settings = {
      // SPEC's top-level fields are the French texts.
      title: 'Site en Maintenance',
      estimatedTime: '2-3 heures',
      texts: {
        fr: { title: 'Mise à jour du moteur', message: 'Site en maintenance', estimatedTime: '2-3 heures' },
        en: { title: 'Maintenance', message: 'Site under maintenance', estimatedTime: '2-3 hours' },
      },
    };
    const { unmount } = render(<MaintenanceScreen settings={settings} />);
    expect(screen.getByRole('heading', { name: 'Maintenance' })).toBeTruthy();
    expect(screen.getByTestId('maintenance-estimate').textContent).toContain('2-3 hours');
    expect(document.body.textContent).not.toMatch(/heures|Site en/);
    unmount();

    await act(() => changeLanguage('fr'));
    try {
      render(<MaintenanceScreen settings={settings} />);
      expect(screen.getByRole('heading', { name: 'Mise à jour du moteur' })).toBeTruthy();
      expect(screen.getByTestId('maintenance-estimate').textContent).toContain('2-3 heures');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });
});
