import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeForm } from './code-form';

function renderForm(onCode: (code: string, clear: () => void) => void) {
  render(
    <CodeForm
      label="Code"
      digitLabel={(i, n) => `Digit ${i} of ${n}`}
      incompleteMessage="Enter the whole code"
      errorId="code-error"
      disabled={false}
      onCode={onCode}
    >
      <button type="submit">Check</button>
    </CodeForm>,
  );
}

const box = (index: number) =>
  screen.getByRole('textbox', { name: `Digit ${index} of 6` }) as HTMLInputElement;

describe('CodeForm', () => {
  it('sends the code as soon as the last box is filled', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    renderForm(onCode);
    await user.type(box(1), '123456');
    expect(onCode).toHaveBeenCalledOnce();
    expect(onCode).toHaveBeenCalledWith('123456', expect.any(Function));
  });

  it('says the code is incomplete, pointing the boxes at the message, until a digit is typed', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn();
    renderForm(onCode);
    await user.type(box(1), '12');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(onCode).not.toHaveBeenCalled();
    expect(screen.getByText('Enter the whole code').id).toBe('code-error');
    expect(screen.getByRole('group', { name: 'Code' }).getAttribute('aria-describedby')).toBe('code-error');
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    await user.type(box(3), '3');
    expect(screen.queryByText('Enter the whole code')).toBeNull();
    expect(screen.getByRole('group', { name: 'Code' }).getAttribute('aria-describedby')).toBeNull();
  });

  it('announces the incomplete-code message to screen readers, again on each refused send', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.type(box(1), '12');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter the whole code');
    expect(alert.id).toBe('code-error');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    // A new alert node: assistive technology speaks an inserted alert, not an unchanged one.
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert').textContent).toBe('Enter the whole code');
  });

  it('empties the boxes when the code is refused', async () => {
    const user = userEvent.setup();
    renderForm((_code, clear) => clear());
    await user.type(box(1), '123456');
    expect([1, 2, 3, 4, 5, 6].map((index) => box(index).value).join('')).toBe('');
  });
});
