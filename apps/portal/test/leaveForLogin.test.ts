import { describe, expect, it, vi } from 'vitest';
import { leaveForLogin } from '../src/auth/leaveForLogin';

describe('leaveForLogin (the one way the portal leaves for /login with a full load)', () => {
  it("replaces the page's entry: Back does not return to a page whose session is gone", () => {
    const location = { replace: vi.fn(), assign: vi.fn() };
    leaveForLogin(location);
    expect(location.replace).toHaveBeenCalledWith('/login');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
