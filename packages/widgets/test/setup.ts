import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor give up after this: a ceiling for a busy machine, not a wait (they end when the thing is there).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A test file in the node environment (a server render) has no window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    // A card the form remembers (widgets/TopupPanel/pendingCard.ts) belongs to its own test.
    window.sessionStorage.clear();
  }
});
