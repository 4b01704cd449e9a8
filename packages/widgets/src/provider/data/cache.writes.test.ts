import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history, zones, token, failure, setup } from '../../../test/queryCache';

/** A promise the test settles by hand. */
function deferred<Value>() {
  let resolve!: (value: Value) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Value>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createQueryCache: writes', () => {
  describe('mutate', () => {
    it('with a key alone, loads its mounted query again past the dedupe and resolves with the new data', async () => {
      const { cache, load } = setup(['old'], ['new']);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      await expect(cache.mutate(history)).resolves.toEqual(['new']);
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('with a key alone and no query mounted, loads nothing but the next mount does', async () => {
      const { cache, load } = setup(['old'], ['new']);
      cache.observe(history, { load, immutable: false })();
      await vi.advanceTimersByTimeAsync(0);
      await expect(cache.mutate(history)).resolves.toEqual(['old']);
      expect(load).toHaveBeenCalledTimes(1);
      cache.observe(history, { load, immutable: false });
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('with data, sets it and loads the mounted query again; with revalidate: false, only sets it', async () => {
      const { cache, load } = setup(['loaded']);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      await expect(cache.mutate(history, ['set'], { revalidate: false })).resolves.toEqual(['set']);
      expect(cache.read(history).data).toEqual(['set']);
      expect(load).toHaveBeenCalledTimes(1);
      await cache.mutate(history, ['set again']);
      expect(cache.read(history)).toMatchObject({ data: ['set again'], validating: true });
      await vi.advanceTimersByTimeAsync(0);
      expect(load).toHaveBeenCalledTimes(2);
      expect(cache.read(history).data).toEqual(['loaded']);
    });

    it('with a promise, sets its value once it resolves and resolves with it', async () => {
      const { cache } = setup();
      const answer = deferred<string[]>();
      const written = cache.mutate(history, answer.promise, { revalidate: false });
      expect(cache.read(history).data).toBeUndefined();
      answer.resolve(['row']);
      await expect(written).resolves.toEqual(['row']);
      expect(cache.read(history).data).toEqual(['row']);
    });

    it('with a promise that rejects, rejects with its error and keeps the data it had', async () => {
      const { cache } = setup();
      await cache.mutate(history, ['row'], { revalidate: false });
      const written = cache.mutate(history, Promise.reject(failure(500)), { revalidate: false });
      await expect(written).rejects.toMatchObject({ statusCode: 500 });
      expect(cache.read(history)).toMatchObject({ data: ['row'], error: undefined });
    });

    it('with a filter, loads again every mounted key it picks', async () => {
      const { cache, load } = setup(['row']);
      const zonesLoad = vi.fn(() => Promise.resolve(['zone']));
      cache.observe(history, { load, immutable: false });
      cache.observe(zones, { load: zonesLoad, immutable: false });
      cache.observe(token, { load, immutable: true });
      await vi.advanceTimersByTimeAsync(0);
      await cache.mutate((key) => key[1] !== 'reset-token');
      expect(load).toHaveBeenCalledTimes(3); // history twice, the token once
      expect(zonesLoad).toHaveBeenCalledTimes(2);
    });

    it('with a filter and undefined, clears every key it picks', async () => {
      const { cache } = setup();
      await cache.mutate(history, ['row'], { revalidate: false });
      await cache.mutate(zones, ['zone'], { revalidate: false });
      await cache.mutate((key) => key[1] === 'zones', undefined, { revalidate: false });
      expect(cache.read(zones).data).toBeUndefined();
      expect(cache.read(history).data).toEqual(['row']);
    });
  });

  describe('races', () => {
    it('drops the answer of a load that started before a write', async () => {
      const { cache } = setup();
      const answer = deferred<string[]>();
      cache.observe(history, { load: () => answer.promise, immutable: false });
      await cache.mutate(history, ['written'], { revalidate: false });
      answer.resolve(['loaded before']);
      await vi.advanceTimersByTimeAsync(0);
      expect(cache.read(history)).toEqual({
        data: ['written'],
        error: undefined,
        validating: false,
      });
    });

    it('drops the answer of an older promise write once a newer write is set', async () => {
      const { cache } = setup();
      const older = deferred<string[]>();
      const olderWrite = cache.mutate(history, older.promise, { revalidate: false });
      await cache.mutate(history, ['newer'], { revalidate: false });
      older.resolve(['older']);
      await expect(olderWrite).resolves.toEqual(['older']);
      expect(cache.read(history).data).toEqual(['newer']);
    });

    it('drops the answer of a load replaced by a reload', async () => {
      const { cache } = setup();
      const first = deferred<string[]>();
      const second = deferred<string[]>();
      const answers = [first, second];
      cache.observe(history, { load: () => answers.shift()!.promise, immutable: false });
      const reloaded = cache.mutate(history);
      second.resolve(['second']);
      await expect(reloaded).resolves.toEqual(['second']);
      first.resolve(['first']);
      await vi.advanceTimersByTimeAsync(0);
      expect(cache.read(history).data).toEqual(['second']);
    });
  });

  describe('after the session ended (forgetLoads, then everything cleared)', () => {
    it("drops an old session's late answer, and a new mount loads afresh", async () => {
      const { cache } = setup();
      const old = deferred<string[]>();
      cache.observe(history, { load: () => old.promise, immutable: false })();
      cache.forgetLoads();
      await cache.mutate(() => true, undefined, { revalidate: false });
      expect(cache.read(history)).toEqual({ data: undefined, error: undefined, validating: false });
      const fresh = vi.fn(() => Promise.resolve(['new session']));
      cache.observe(history, { load: fresh, immutable: false });
      old.resolve(['old session']);
      await vi.advanceTimersByTimeAsync(0);
      expect(fresh).toHaveBeenCalledTimes(1);
      expect(cache.read(history).data).toEqual(['new session']);
    });

    it("drops an old session's failure too (nothing reported, nothing shown)", async () => {
      const { cache, onLoadError } = setup();
      const old = deferred<string[]>();
      cache.observe(history, { load: () => old.promise, immutable: false });
      cache.forgetLoads();
      old.reject(failure(401));
      await vi.advanceTimersByTimeAsync(0);
      expect(onLoadError).not.toHaveBeenCalled();
      expect(cache.read(history).error).toBeUndefined();
    });

    it('drops a write on its way when everything is cleared', async () => {
      const { cache } = setup();
      const user = deferred<{ username: string }>();
      const login = cache.mutate(['portal', 'me'], user.promise, { revalidate: false });
      await cache.mutate(() => true, undefined, { revalidate: false });
      user.resolve({ username: 'demo' });
      await login;
      expect(cache.read(['portal', 'me']).data).toBeUndefined();
    });
  });

  describe('once the provider is gone (detached)', () => {
    it('hands no failure on', async () => {
      const { cache, onLoadError, detach } = setup();
      const late = deferred<string[]>();
      cache.observe(history, { load: () => late.promise, immutable: false });
      detach();
      late.reject(failure(500));
      await vi.advanceTimersByTimeAsync(0);
      expect(onLoadError).not.toHaveBeenCalled();
    });

    it('a mutate does nothing, resolves with undefined and throws nothing', async () => {
      const { cache, load, detach } = setup(['row']);
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      detach();
      await expect(cache.mutate(history)).resolves.toBeUndefined();
      await expect(cache.mutate(history, ['late'])).resolves.toBeUndefined();
      await expect(cache.mutate(() => true, undefined)).resolves.toBeUndefined();
      await expect(
        cache.mutate(history, Promise.reject(failure(500)), { revalidate: false }),
      ).resolves.toBeUndefined();
      expect(load).toHaveBeenCalledTimes(1);
      expect(cache.read(history).data).toEqual(['row']);
    });

    it('retries no more', async () => {
      const { cache, load, detach } = setup(failure(500));
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      detach();
      await vi.advanceTimersByTimeAsync(600_000);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('attached again (StrictMode mounts twice), it retries as before', async () => {
      const { cache, load, detach } = setup(failure(500));
      cache.observe(history, { load, immutable: false });
      await vi.advanceTimersByTimeAsync(0);
      detach();
      cache.attach(vi.fn());
      await vi.advanceTimersByTimeAsync(5000);
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
