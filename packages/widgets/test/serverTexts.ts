import type { UserEvent } from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { catalogueKeyOf } from '../src/api/playerTexts';
import { createTranslator, viVN } from '../src/i18n';
import { simulatorURL } from './simulator';

// Issue 21, item 5: whatever a server says in English or in a stack trace, the player reads Vietnamese. Each
// widget's first load (serverTexts.loads.test.tsx) and each of its submits (serverTexts.submits.test.tsx) gets
// answers a real Laravel sends, in production and in debug mode, through the simulator's faults; the page must show
// the catalogue's text of the answer's kind (or the widget's own words for it) and none of the server's.

/** The vi-VN catalogue. */
export const t = createTranslator('vi-VN', {}, viVN);

const stackTrace = [
  'ErrorException: Undefined array key "zone" in /var/www/app/Http/Controllers/RechargeController.php:42',
  'Stack trace:',
  '#0 /var/www/vendor/laravel/framework/src/Illuminate/Routing/Controller.php(54): handleError()',
  '#1 {main}',
].join('\n');

/** Answers of a real Laravel API that no player should read. */
export const englishAnswers = [
  { status: 404, body: { message: 'No query results for model [App\\Models\\Account] 1' } },
  { status: 400, body: { message: stackTrace, exception: 'ErrorException' } },
  { status: 403, body: { message: 'This action is unauthorized.' } },
  // A 422 with Laravel's summary and no field to put it under.
  { status: 422, body: { message: 'The given data was invalid.' } },
  {
    status: 500,
    body: {
      message: 'SQLSTATE[HY000] [2002] Connection refused (SQL: select * from `accounts`)',
      exception: 'Illuminate\\Database\\QueryException',
      file: '/var/www/vendor/laravel/framework/src/Illuminate/Database/Connection.php',
      line: 712,
      trace: [{ file: '/var/www/public/index.php', line: 52, function: 'handle' }],
    },
  },
] as const;

/** Pieces of those answers: none may be on the page. */
export const english =
  /No query results|App\\Models|Undefined array|Stack trace|ErrorException|\/var\/www|unauthorized|given data|SQLSTATE|QueryException|Connection refused/;

/** The methods of the calls faulted. */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';

/** One call of a widget: what renders it, the call faulted, and (for a submit) what sends it. */
export interface Cell {
  name: string;
  as?: string;
  method: Method;
  path: string;
  render: () => ReactElement;
  act?: (user: UserEvent) => Promise<void>;
  /** Set up before the render (a reset link that checks out). */
  before?: () => void;
  /** The widget's own words for an answer of this status, when it says more than the catalogue's text of it. */
  ownWords?: (status: number) => string | undefined;
}

/** Plans the simulator's answer to the next `times` calls of `method path`. */
export async function fault(
  method: Method,
  path: string,
  status: number,
  body: unknown,
  times = 1,
) {
  const response = await fetch(`${simulatorURL}/__sim/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ method, path, status, body, times }),
  });
  expect(response.ok).toBe(true);
}

/** Waits for the failure's Vietnamese words on the page, then finds none of the server's English there. */
export async function expectOnlyVietnamese(cell: Cell, status: number) {
  const words = cell.ownWords?.(status) ?? t(catalogueKeyOf(status));
  await waitFor(() => expect(document.body).toHaveTextContent(words), { timeout: 4000 });
  expect(document.body.textContent).not.toMatch(english);
}
