import type { Messages, MessageKey, MessageParams } from '../i18n';

/**
 * A broken rule: a catalogue key and its parameters, and the area catalogue that holds the key when it is not a
 * core text (the form's translator is made with it too, so the texts travel with the rules that name them).
 */
export interface FieldIssue {
  key: MessageKey;
  params?: MessageParams;
  texts?: Messages;
}

/** A rule returns the first issue of a value, or null when it is fine. */
export type Rule = (value: string) => FieldIssue | null;

/** The issue of `key` (with `params`, if any), a core text. */
export const issue = (key: MessageKey, params?: MessageParams): FieldIssue =>
  params ? { key, params } : { key };
