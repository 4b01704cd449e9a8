import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '../src/monitoring/failures';

/** failures.ts afresh: its queue and its tracker are the module's own. */
async function freshFailures() {
  vi.resetModules();
  return import('../src/monitoring/failures');
}

describe('failures before the tracker has loaded', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/login');
  });

  it('are kept, with the page they happened on, and handed over in order when it loads', async () => {
    const { attachTracker, reportFailure } = await freshFailures();
    const wrongPassword = new Error('422');
    reportFailure(wrongPassword, 'submit');
    window.history.replaceState(null, '', '/recovery/forgot-password/3f9a1c77e2');
    reportFailure('bad link', 'load');
    const sent: Failure[] = [];
    attachTracker((failure) => sent.push(failure));
    expect(sent).toEqual([
      { error: wrongPassword, stage: 'submit', pathname: '/login' },
      { error: 'bad link', stage: 'load', pathname: '/recovery/forgot-password/3f9a1c77e2' },
    ]);
  });

  it('are kept up to a bound, the first ones', async () => {
    const { attachTracker, maxWaitingFailures, reportFailure } = await freshFailures();
    for (let index = 0; index < maxWaitingFailures + 5; index += 1) reportFailure(index, 'load');
    const sent: unknown[] = [];
    attachTracker((failure) => sent.push(failure.error));
    expect(sent).toEqual([...Array(maxWaitingFailures).keys()]);
  });

  it('include the errors nothing caught and the promises rejected unheard, once held', async () => {
    const { attachTracker, holdUncaughtErrors } = await freshFailures();
    holdUncaughtErrors();
    const crash = new TypeError('x is undefined');
    window.dispatchEvent(new ErrorEvent('error', { error: crash, message: crash.message }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'chunk failed' });
    window.dispatchEvent(rejection);
    const sent: Failure[] = [];
    attachTracker((failure) => sent.push(failure));
    expect(sent).toEqual([
      { error: crash, stage: 'uncaught', pathname: '/login' },
      { error: 'chunk failed', stage: 'uncaught', pathname: '/login' },
    ]);
  });
});

describe('once the tracker has loaded', () => {
  it('every failure goes to it at once, and uncaught errors are left to its own handlers', async () => {
    const { attachTracker, holdUncaughtErrors, reportFailure } = await freshFailures();
    holdUncaughtErrors();
    const send = vi.fn();
    attachTracker(send);
    reportFailure(new Error('500'), 'reconcile');
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({ stage: 'reconcile' });
    // (a listener of the test's own: the test runner fails on an error event that nobody listens to)
    const heard = vi.fn();
    window.addEventListener('error', heard);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later'), message: 'later' }));
    window.removeEventListener('error', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
