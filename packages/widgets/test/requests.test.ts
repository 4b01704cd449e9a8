import { describe, expect, it } from 'vitest';
import { recordRequests } from './requests';
import { setupSimulator, simulatorURL } from './simulator';

const sim = setupSimulator();

const send = (method: string, path: string, body?: unknown) =>
  fetch(`${simulatorURL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** A record the first test starts and leaves running. */
let leftRunning: ReturnType<typeof recordRequests> | undefined;

describe('recordRequests', () => {
  it('records the matching requests in order, with their bodies, until stopped', async () => {
    const all = recordRequests(sim);
    leftRunning = all;
    const logins = recordRequests(sim, { method: 'POST', path: '/login' });
    const resets = recordRequests(sim, { path: /^\/reset-password\// });
    await send('GET', '/api/me');
    await send('POST', '/login', { username: 'demo', password: 'x' });
    await send('GET', '/reset-password/abc');
    expect(all.paths()).toEqual(['/api/me', '/login', '/reset-password/abc']);
    expect(all.methods()).toEqual(['GET', 'POST', 'GET']);
    expect(logins.requests).toHaveLength(1);
    expect(await Promise.all(logins.bodies())).toEqual([{ username: 'demo', password: 'x' }]);
    expect(resets.paths()).toEqual(['/reset-password/abc']);
    await expect(resets.requests[0]!.json()).rejects.toThrow('GET has no body');
    logins.stop();
    await send('POST', '/login', { username: 'demo', password: 'y' });
    expect(logins.requests).toHaveLength(1);
    expect(all.requests).toHaveLength(4);
  });

  it('stops by itself when the test that started it ends', async () => {
    expect(leftRunning?.requests).toHaveLength(4);
    await send('GET', '/api/me');
    expect(leftRunning?.requests).toHaveLength(4);
  });
});
