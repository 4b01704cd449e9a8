import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled `threshold` px or more, told by an IntersectionObserver watching a
 * 1 px sentinel placed at that depth (no work on every scrolled pixel). Returns the ref for the
 * sentinel and the flag; without IntersectionObserver the flag stays false.
 */
export function useScrolledPast(): [(node: HTMLElement | null) => void, boolean] {
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      // Out of view above the viewport's top: the page has scrolled past the sentinel.
      setScrolled(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel]);
  return [setSentinel, scrolled];
}
