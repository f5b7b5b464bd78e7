import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyOtp, fillOtp, isOtpComplete, OtpInput } from './otp-input';

function Harness({ onComplete = () => {} }: { onComplete?: (code: string) => void }) {
  const [digits, setDigits] = useState(emptyOtp);
  return (
    <>
      <OtpInput
        value={digits}
        onChange={setDigits}
        onComplete={onComplete}
        label="Code"
        digitLabel={(i, n) => `Digit ${i} of ${n}`}
      />
      <output data-testid="code">{digits.map((d) => d || '_').join('')}</output>
    </>
  );
}

const box = (index: number) =>
  screen.getByRole('textbox', { name: `Digit ${index} of 6` }) as HTMLInputElement;
const code = () => screen.getByTestId('code').textContent;

describe('OtpInput', () => {
  it('shows six labelled boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
  });

  it('takes digits only and moves to the next box after each one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('4a2-');
    expect(code()).toBe('42____');
    expect(document.activeElement).toBe(box(3));
  });

  it('Backspace on an empty box clears the previous one and moves back to it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(document.activeElement).toBe(box(4));
    await user.keyboard('{Backspace}');
    expect(code()).toBe('12____');
    expect(document.activeElement).toBe(box(3));
    await user.keyboard('{Backspace}');
    expect(code()).toBe('1_____');
    expect(document.activeElement).toBe(box(2));
  });

  it('typing over a filled box replaces its digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(box(1));
    await user.keyboard('9');
    expect(code()).toBe('92____');
    expect(document.activeElement).toBe(box(2));
  });

  it('a pasted code fills every box, keeping digits only, and completes once', async () => {
    const user = userEvent.setup();
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('12 34-56');
    expect(code()).toBe('123456');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('a shorter paste fills from the focused box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(2));
    await user.paste('7x8');
    expect(code()).toBe('_78___');
    expect(document.activeElement).toBe(box(4));
  });

  it('arrow keys move between boxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(box(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(box(4));
  });
});

describe('fillOtp / isOtpComplete', () => {
  it('spreads digits from a box and reports the next one', () => {
    expect(fillOtp(emptyOtp(), 4, '987')).toEqual({ digits: ['', '', '', '', '9', '8'], next: 5 });
    expect(fillOtp(emptyOtp(), 5, 'code: 123456!')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      next: 5,
    });
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isOtpComplete(['1', '2', '', '4', '5', '6'])).toBe(false);
  });
});
