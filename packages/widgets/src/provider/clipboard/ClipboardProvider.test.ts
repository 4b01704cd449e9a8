import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClipboard, createTestClipboard } from './ClipboardProvider';

describe('createBrowserClipboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes through navigator.clipboard and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await expect(createBrowserClipboard().writeText('TANTHU-1')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('TANTHU-1');
  });

  it('answers false when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new DOMException('denied')) },
    });
    await expect(createBrowserClipboard().writeText('x')).resolves.toBe(false);
  });

  it('answers false when there is no clipboard (an insecure context)', async () => {
    vi.stubGlobal('navigator', {});
    await expect(createBrowserClipboard().writeText('x')).resolves.toBe(false);
  });
});

describe('createTestClipboard', () => {
  it('remembers what was written', async () => {
    const clipboard = createTestClipboard();
    await expect(clipboard.writeText('a')).resolves.toBe(true);
    expect(clipboard.written).toEqual(['a']);
  });

  it('fails every write when told to', async () => {
    const clipboard = createTestClipboard({ fail: true });
    await expect(clipboard.writeText('a')).resolves.toBe(false);
    expect(clipboard.written).toEqual([]);
  });
});
