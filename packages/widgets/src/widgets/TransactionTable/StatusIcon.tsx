import type { StatusKind } from './transactionText';

/** A distinct shape per status, so the status never rests on colour alone. */
export function StatusIcon({ kind, className }: { kind: StatusKind; className?: string }) {
  return (
    <svg
      className={className}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      {kind === 'pending' && <path d="M12 7v5l3 2" />}
      {kind === 'succeeded' && <path d="M8 12.5l2.5 2.5L16 9.5" />}
      {kind === 'failed' && <path d="M9 9l6 6M15 9l-6 6" />}
      {kind === 'unknown' && (
        <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.2M12 17v.5" />
      )}
    </svg>
  );
}
