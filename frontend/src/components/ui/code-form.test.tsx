import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeForm } from './code-form';

function renderForm(onCode: (code: string, refuse: (message: string) => void) => void) {
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

  it('keeps a refused code in the boxes, says why beside them and selects them to type over', async () => {
    const user = userEvent.setup();
    renderForm((_code, refuse) => refuse('Invalid verification code'));
    await user.type(box(1), '123456');
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification code');
    expect([1, 2, 3, 4, 5, 6].map((i) => box(i).value).join('')).toBe('123456');
    expect(document.activeElement).toBe(box(1));
    expect([box(1).selectionStart, box(1).selectionEnd]).toEqual([0, 1]);
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
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

  it('starts a new code when a digit is typed over a refused one, and sends a new code pasted over it', async () => {
    const user = userEvent.setup();
    const onCode = vi.fn((_code: string, refuse: (message: string) => void) =>
      refuse('Invalid verification code'),
    );
    renderForm(onCode);
    await user.type(box(1), '123456');
    await user.keyboard('9');
    expect([1, 2, 3, 4, 5, 6].map((index) => box(index).value)).toEqual(['9', '', '', '', '', '']);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.keyboard('87654');
    expect(onCode).toHaveBeenLastCalledWith('987654', expect.any(Function));
    await user.click(box(1));
    await user.paste('246810');
    expect(onCode).toHaveBeenLastCalledWith('246810', expect.any(Function));
  });
});
