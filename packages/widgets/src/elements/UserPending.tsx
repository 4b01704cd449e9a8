import { useTranslate, type UserState } from '../provider';
import { LoadFailure, LoadingStatus } from '../widgets/shared';
import { embed } from '../i18n/vi-VN/embed';

/** What an element shows while the player loads, or when that load failed (with 'Thử lại'). */
export function UserPending({
  user,
}: {
  user: Extract<UserState, { status: 'loading' | 'failed' }>;
}) {
  const t = useTranslate(embed);
  switch (user.status) {
    case 'loading':
      return <LoadingStatus />;
    case 'failed':
      return (
        <LoadFailure title={t('embed.login.failed')} error={user.error} onRetry={user.retry} />
      );
    default:
      return user satisfies never;
  }
}
