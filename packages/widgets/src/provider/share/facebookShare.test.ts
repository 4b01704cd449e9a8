import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFacebookShare, shareResultOf } from './facebookShare';

const scripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[src*="connect.facebook.net"]'),
];

/** A fake SDK whose share dialog answers `response`. */
function fakeSdk(response: unknown) {
  const init = vi.fn();
  const ui = vi.fn((_params: unknown, callback: (response: unknown) => void) => callback(response));
  window.FB = { init, ui } as unknown as NonNullable<typeof window.FB>;
  return { init, ui };
}

const loadScript = () => scripts()[0]!.dispatchEvent(new Event('load'));

afterEach(() => {
  scripts().forEach((script) => script.remove());
  delete window.FB;
  vi.useRealTimers();
});

describe('createFacebookShare', () => {
  it('loads nothing until first used', () => {
    createFacebookShare({ appId: '123' });
    expect(scripts()).toHaveLength(0);
  });

  it('loads the SDK once, initialises it with the app id and shares the game page', async () => {
    const share = createFacebookShare({ appId: '123', href: 'https://volam.example.vn/' });
    const first = share.share({ url: 'https://portal.example.vn/giftcode' });
    const second = share.share({ url: 'https://portal.example.vn/giftcode' });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]!.src).toBe('https://connect.facebook.net/vi_VN/sdk.js');
    expect(document.head.querySelector('script:not([src])')).toBeNull();
    const { init, ui } = fakeSdk({ post_id: '1_2' });
    loadScript();
    await expect(first).resolves.toEqual({ status: 'shared' });
    await expect(second).resolves.toEqual({ status: 'shared' });
    expect(init).toHaveBeenCalledOnce();
    expect(init).toHaveBeenCalledWith({ appId: '123', version: 'v19.0', xfbml: false });
    expect(ui).toHaveBeenCalledWith(
      { method: 'share', href: 'https://volam.example.vn/' },
      expect.any(Function),
    );
  });

  it('shares the origin of the page shown when neither a page nor a URL is given', async () => {
    const share = createFacebookShare({ appId: '123' });
    const result = share.share({ quote: 'Quà' });
    const { ui } = fakeSdk({});
    loadScript();
    await expect(result).resolves.toEqual({ status: 'shared' });
    expect(ui).toHaveBeenCalledWith(
      { method: 'share', href: window.location.origin, quote: 'Quà' },
      expect.any(Function),
    );
  });

  it("shares the request's URL when no page is configured", async () => {
    const share = createFacebookShare({ appId: '123' });
    const result = share.share({ url: 'https://volam.example.vn/su-kien', quote: 'Quà' });
    const { ui } = fakeSdk({});
    loadScript();
    await expect(result).resolves.toEqual({ status: 'shared' });
    expect(ui).toHaveBeenCalledWith(
      { method: 'share', href: 'https://volam.example.vn/su-kien', quote: 'Quà' },
      expect.any(Function),
    );
  });

  it('prepare loads the SDK ahead of the click', async () => {
    const share = createFacebookShare({ appId: '123' });
    const prepared = share.prepare?.();
    expect(scripts()).toHaveLength(1);
    fakeSdk({});
    loadScript();
    await prepared;
    await expect(share.share({ url: 'https://x.vn' })).resolves.toEqual({ status: 'shared' });
    expect(scripts()).toHaveLength(1);
  });

  it('a dialog closed without sharing is cancelled', async () => {
    const share = createFacebookShare({ appId: '123' });
    const result = share.share({ url: 'https://x.vn' });
    fakeSdk(undefined);
    loadScript();
    await expect(result).resolves.toEqual({ status: 'failed', errorMessage: 'closed' });
  });

  it('an SDK that fails to load fails the share, and the next share tries again', async () => {
    const share = createFacebookShare({ appId: '123' });
    const result = share.share({ url: 'https://x.vn' });
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(result).resolves.toMatchObject({ status: 'failed' });
    expect(scripts()).toHaveLength(0);
    void share.share({ url: 'https://x.vn' });
    expect(scripts()).toHaveLength(1);
  });

  it('an SDK that never answers fails after the load timeout', async () => {
    vi.useFakeTimers();
    const share = createFacebookShare({ appId: '123', loadTimeoutMs: 1000 });
    const result = share.share({ url: 'https://x.vn' });
    vi.advanceTimersByTime(1000);
    await expect(result).resolves.toMatchObject({ status: 'failed' });
  });
});

describe('shareResultOf', () => {
  it('reads a response without error_message as shared', () => {
    expect(shareResultOf({})).toEqual({ status: 'shared' });
    expect(shareResultOf([] as never)).toEqual({ status: 'shared' });
  });

  it('reads error_message and a closed dialog as failed', () => {
    expect(shareResultOf({ error_message: 'denied' })).toEqual({
      status: 'failed',
      errorMessage: 'denied',
    });
    expect(shareResultOf(null)).toEqual({ status: 'failed', errorMessage: 'closed' });
  });
});
