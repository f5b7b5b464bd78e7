import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { formatMinutesSeconds } from '@/lib/duration-format';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts down one second at a time and stops at 0', () => {
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toMatchObject({ remaining: 3, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(2);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it('starts idle at 0 and can be (re)started', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current.running).toBe(false);
    act(() => result.current.start(60));
    expect(result.current.remaining).toBe(60);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.remaining).toBe(1);
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
  });
});

describe('formatMinutesSeconds', () => {
  it('shows mm:ss', () => {
    expect(formatMinutesSeconds(60)).toBe('01:00');
    expect(formatMinutesSeconds(59)).toBe('00:59');
    expect(formatMinutesSeconds(5)).toBe('00:05');
    expect(formatMinutesSeconds(3599)).toBe('59:59');
    expect(formatMinutesSeconds(-3)).toBe('00:00');
  });
});
