// The Transactions table's "Time left": only a payment still waiting for its money counts down.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { AdminTransaction } from '../../admin-contracts';
import { TimeLeftCell } from './time-left-cell';

const now = Date.parse('2025-01-01T10:30:00Z');
const payment = (fields: Partial<AdminTransaction>) =>
  ({ expiresAt: '2025-01-01T11:00:00Z', displayStatus: 'pending', ...fields }) as AdminTransaction;

describe('the time left of a payment', () => {
  it('counts down while the payment waits for its money', () => {
    const { container } = render(<TimeLeftCell transaction={payment({})} now={now} />);
    expect(container.textContent).toBe('30m 0s');
  });

  it('shows no countdown once money has moved: paid in part, refunded or completed', () => {
    for (const displayStatus of ['partial', 'refunded', 'completed'] as const) {
      const { container, unmount } = render(
        <TimeLeftCell transaction={payment({ displayStatus })} now={now} />,
      );
      expect(container.textContent).toBe('—');
      unmount();
    }
  });
});
