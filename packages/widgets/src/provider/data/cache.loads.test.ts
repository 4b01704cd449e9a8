import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history, zones, token, failure, setup } from '../../../test/queryCache';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQueryCache: loads', () => {
  describe('when a query mounts (dedupe 2 s)', () => {
    it('loads once for every query of the key mounted while its load is on its way', async () => {
      const { cache, load } = setup(['row']);
      cache.observe(history, { load, immutable: false });
      cache.observe(history, { load, immutable: false });
      expect(cache.read(history)).toMatchObject({ data: undefined, validating: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.read(history)).toEqual({ data: ['row'], error: undefined, validating: false });
    });

    it('sends nothing within 2 s of the answer, and loads again after', async () => {
      const { cache, load } = setup(['row']);
      cache.observe(history, { load, immutable: false })();
      await vi.advanceTimersByTimeAsync(1999);
      cache.observe(history, { load, immutable: false })();
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      cache.observe(history, { load, immutable: false });
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('loads a token check once per key, however long after', async () => {
      const { cache, load } = setup({ message: 'ok' });
      cache.observe(token, { load, immutable: true })();
      await vi.advanceTimersByTimeAsync(60_000);
      cache.observe(token, { load, immutable: true });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('tells every subscriber of the key, and only them', async () => {
      const { cache, load } = setup(['row']);
      const onHistory = vi.fn();
      const onZones = vi.fn();
      cache.subscribe(history, onHistory);
      cache.subscribe(zones, onZones);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(onHistory).toHaveBeenCalledTimes(2); // on its way, then answered
      expect(onZones).not.toHaveBeenCalled();
    });
  });

  describe('when the window gets focus (throttle 5 s)', () => {
    it('loads a mounted query again at most once per 5 s, never within 5 s of its mount', async () => {
      const { cache, load } = setup(['row']);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(5000);
      cache.revalidateOnFocus();
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      cache.revalidateOnFocus();
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(4999);
      cache.revalidateOnFocus();
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(2);
      cache.revalidateOnFocus();
      expect(load).toHaveBeenCalledTimes(3);
    });

    it('leaves token checks and unmounted keys alone', async () => {
      const { cache, load } = setup(['row']);
      cache.observe(token, { load, immutable: true });
      cache.observe(history, { load, immutable: false })();
      await vi.advanceTimersByTimeAsync(10_000);
      cache.revalidateOnFocus();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('after a failed load', () => {
    it('reports it, shows it, and retries after 5, 10 and 20 s, then stops', async () => {
      const down = failure(503);
      const { cache, load, onLoadError } = setup(down);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(cache.read(history)).toEqual({ data: undefined, error: down, validating: false });
      expect(onLoadError).toHaveBeenCalledWith(down, history, cache);
      await vi.advanceTimersByTimeAsync(4999);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(load).toHaveBeenCalledTimes(3);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(load).toHaveBeenCalledTimes(4);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(4);
      expect(onLoadError).toHaveBeenCalledTimes(4);
    });

    it('stops retrying once the answer comes, and clears the failure', async () => {
      const { cache, load } = setup(failure(500), ['row']);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(5000);
      expect(cache.read(history)).toEqual({ data: ['row'], error: undefined, validating: false });
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it("never retries a 4xx (the server's decision)", async () => {
      const { cache, load, onLoadError } = setup(failure(422));
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(1);
      expect(onLoadError).toHaveBeenCalledTimes(1);
    });

    it('never retries a token check by itself', async () => {
      const { cache, load } = setup(failure(500));
      cache.observe(token, { load, immutable: true });
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('stops retrying once the query is gone', async () => {
      const { cache, load } = setup(failure(500));
      const unmount = cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      unmount();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('leaves the failure on screen when a second query of the key mounts (its retry is the player’s)', async () => {
      const { cache, load } = setup(failure(422));
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      cache.observe(history, { load, immutable: false });
      expect(load).toHaveBeenCalledTimes(1);
    });
  });
});
