import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
          title: 'Mise à jour',
          message: 'Retour vite',
          estimatedTime: '30 minutes',
          showCountdown: null,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Mise à jour' })).toBeTruthy();
    expect(screen.getByText('Retour vite')).toBeTruthy();
    expect(screen.getByTestId('maintenance-estimate').textContent).toContain('30 minutes');

    rerender(<MaintenanceScreen settings={{ showCountdown: false }} />);
    expect(screen.queryByTestId('maintenance-estimate')).toBeNull();
  });
});
