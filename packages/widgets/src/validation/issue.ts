import type { MessageKey, MessageParams } from '../i18n';

/** A broken rule: a catalogue key and its parameters. */
export interface FieldIssue {
  key: MessageKey;
  params?: MessageParams;
}

/** A rule returns the first issue of a value, or null when it is fine. */
export type Rule = (value: string) => FieldIssue | null;

/** The issue of `key` (with `params`, if any). */
export const issue = (key: MessageKey, params?: MessageParams): FieldIssue =>
  params ? { key, params } : { key };
