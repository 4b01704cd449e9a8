import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCountdown } from './useResendCountdown';

describe('useResendCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts 60 seconds down once started, then lets the code be sent again', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.waiting).toBe(false);
    act(() => result.current.start());
    expect(result.current.secondsLeft).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.waiting).toBe(false);
  });
});
