import { useCallback, useMemo, useState } from 'react';
import type { FieldErrors } from '../../api';
import type { Messages } from '../../i18n';
import { useTranslate, useTranslatorOf } from '../../provider';
import type { FieldRule, FieldRules, FormValues, SummaryItem } from './formTypes';

/**
 * A form's values and what is wrong with them: client rules shown once a field was left or a
 * submit was tried, server field errors cleared when their field changes, and the summary of
 * the fields the form shows.
 */
export function useFieldErrors<Values extends FormValues>(
  initialValues: Values,
  rules: FieldRules<Values>,
  shownFields: readonly string[],
  texts: readonly Messages[] = [],
) {
  const t = useTranslate(...texts);
  const translatorOf = useTranslatorOf();
  const [values, setValues] = useState(initialValues);
  const [visited, setVisited] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const clientErrors = useMemo(() => {
    const errors: Partial<Record<string, string>> = {};
    for (const [name, rule] of Object.entries(rules) as [string, FieldRule<Values> | undefined][]) {
      const value = values[name];
      const issue = rule?.(typeof value === 'string' ? value : '', values);
      if (!issue) continue;
      // a rule's message from the rule's own catalogue (validation/rules.ts), else from the form's areas
      const translate = issue.texts ? translatorOf([issue.texts]) : t;
      errors[name] = translate(issue.key, issue.params);
    }
    return errors;
  }, [rules, values, t, translatorOf]);
  const isValid = Object.keys(clientErrors).length === 0;

  /** Sets a value; the server's error of that field is gone with the value it was about. */
  const setValue = useCallback(<K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);

  /** The messages to show under a field: the client's once it matters, else the server's. */
  const errorOf = useCallback(
    (name: keyof Values & string): string[] | undefined => {
      const client = clientErrors[name];
      if (client && (attempted || visited.has(name))) return [client];
      return serverErrors[name];
    },
    [clientErrors, attempted, visited, serverErrors],
  );

  const markVisited = useCallback((name: string) => {
    setVisited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  /** What to fix, each a field the form shows (the others are the banner). */
  const summary: SummaryItem[] = useMemo(() => {
    const named = new Set([...Object.keys(rules), ...Object.keys(serverErrors)]);
    return [...named]
      .filter((field) => shownFields.includes(field))
      .flatMap((field) =>
        (errorOf(field as keyof Values & string) ?? []).map((message) => ({ field, message })),
      );
  }, [rules, serverErrors, errorOf, shownFields]);

  return {
    values,
    setValue,
    errorOf,
    markVisited,
    isValid,
    attempted,
    setAttempted,
    serverErrors,
    setServerErrors,
    summary,
  };
}
