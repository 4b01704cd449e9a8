import { define, is, string, type, type Infer } from 'superstruct';

/** `{ message }`: the answer of most commands. */
export const messageSchema = /* @__PURE__ */ type({ message: string() });

/** A server message, in Vietnamese, fit to show. */
export type Message = Infer<typeof messageSchema>;

/** An empty answer (204) or any JSON object; an HTML page or other text is not accepted. */
export const noContentSchema = /* @__PURE__ */ define<void>(
  'noContent',
  (value) =>
    value === undefined ||
    value === '' ||
    (typeof value === 'object' && value !== null && !Array.isArray(value)),
);

/**
 * The answer of a call that opens a session: `{ message }` (the contract), or empty, as Laravel Breeze's own login and
 * register controllers answer (204); decoded as `undefined` then. Any other body is not accepted.
 */
export const sessionAnswerSchema = /* @__PURE__ */ define<Message | undefined>(
  'sessionAnswer',
  (value) => value === undefined || value === '' || is(value, messageSchema),
);
