import type { Runtime } from '../runtime';
import type { RateLimit } from './types';

function liveEntry(runtime: Runtime, key: string): RateLimit | undefined {
  const entry = runtime.state.rateLimits.get(key);
  if (entry && runtime.now() >= entry.resetAt) {
    runtime.state.rateLimits.delete(key);
    return undefined;
  }
  return entry;
}

/** Laravel's `RateLimiter::tooManyAttempts`: `max` hits already counted in the key's window. */
export function tooManyAttempts(runtime: Runtime, key: string, max: number): boolean {
  return (liveEntry(runtime, key)?.hits ?? 0) >= max;
}

/** Laravel's `RateLimiter::hit`: counts one; the window starts at the first hit and lasts `decayMs`. */
export function hit(runtime: Runtime, key: string, decayMs: number): void {
  const entry = liveEntry(runtime, key);
  if (entry) entry.hits += 1;
  else runtime.state.rateLimits.set(key, { hits: 1, resetAt: runtime.now() + decayMs });
}

/** Laravel's `RateLimiter::availableIn`: whole seconds (at least 1) until the key's window ends. */
export function availableIn(runtime: Runtime, key: string): number {
  const entry = liveEntry(runtime, key);
  return entry ? Math.max(1, Math.ceil((entry.resetAt - runtime.now()) / 1000)) : 0;
}

/** Laravel's `RateLimiter::clear`. */
export function clearAttempts(runtime: Runtime, key: string): void {
  runtime.state.rateLimits.delete(key);
}
