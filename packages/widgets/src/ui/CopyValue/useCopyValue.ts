import { useCallback, useEffect, useRef, useState } from 'react';
import { useClipboard } from '../../provider';

/** 'Đã sao chép' shows for 3000 ms. */
export const copiedLabelMs = 3000;

/**
 * Copies `value` through the provider's clipboard: `copied` is true for {@link copiedLabelMs} after
 * a copy that worked; a missing or refusing clipboard shows nothing.
 */
export function useCopyValue(value: string) {
  const clipboard = useClipboard('CopyValue');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async () => {
    const ok = await clipboard.writeText(value);
    if (!ok) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), copiedLabelMs);
  }, [clipboard, value]);
  return { copied, copy };
}
