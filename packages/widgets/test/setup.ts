import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // A test file in the node environment (a server render) has no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    // A card the form remembers (widgets/TopupPanel/pendingCard.ts) belongs to its own test.
    window.sessionStorage.clear();
  }
});
