import type { AlertTone } from './Alert';

/** A distinct shape per tone, so the tone does not rest on colour alone. */
export function ToneIcon({ tone, className }: { tone: AlertTone; className: string | undefined }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {tone === 'info' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" />
        </>
      )}
      {tone === 'success' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </>
      )}
      {tone === 'warning' && <path d="M12 3l10 18H2L12 3ZM12 10v5M12 18v.5" />}
      {tone === 'error' && (
        <>
          <path d="M8 3h8l5 5v8l-5 5H8l-5-5V8l5-5Z" />
          <path d="M12 8v5M12 16v.5" />
        </>
      )}
    </svg>
  );
}
