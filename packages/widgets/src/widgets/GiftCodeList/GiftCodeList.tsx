import { AnotherPlayerNotice } from '../shared/AnotherPlayerNotice';
import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { skippedCount, type GiftCode } from '../../api';
import { formatDateTime } from '../../i18n';
import { useTranslate } from '../../provider';
import { Alert, Button, CardTable, CopyValue, type TableColumn } from '../../ui';
import { LoadFailure, LoadingStatus, OutcomeArea, type HeadingLevel } from '../shared';
import styles from './GiftCodeList.module.css';
import { usePaged } from './usePaged';
import { useGiftCodeList } from './useGiftCodeList';
import { giftCodes } from '../../i18n/vi-VN/giftCodes';

/** Props of {@link GiftCodeList}. */
export interface GiftCodeListProps {
  /** The level of the title ('Giftcode'); 1 by default, as the page's own heading. */
  headingLevel?: HeadingLevel;
  /** Leaves the title out, for a page whose own h1 already says it. */
  hideTitle?: boolean;
  /**
   * The page a share-gated gift asks the player to share; by default the page the share service (PortalProvider's
   * `share`) was set up with, which the host chooses.
   */
  shareUrl?: string;
}

type Actions = ReturnType<typeof useGiftCodeList>;

function useColumns({ waitingText, buttonOf, claimByShare, claimAutoKey, prepareShare }: Actions) {
  const t = useTranslate(giftCodes);
  const status = (gift: GiftCode) => {
    const button = buttonOf(gift);
    if (button === null) {
      return t('history.gifts.receivedAt', {
        time: gift.userReceiveAt ? formatDateTime(gift.userReceiveAt) : '',
      });
    }
    // Held by a 429, a button says how long to wait (its name too), like the forms' submit.
    const { loading, inert, held } = button;
    const claim = (() => {
      switch (button.way) {
        case 'share':
          return {
            text: t('history.gifts.share'),
            name: t('history.gifts.shareFor', { description: gift.description }),
            onClick: () => void claimByShare(gift),
            // The share dialog gets ready before the click, so it opens within it.
            prepare: prepareShare,
          };
        case 'autoKey':
          return {
            text: t('history.gifts.claimAuto'),
            name: t('history.gifts.claimAutoFor', { description: gift.description }),
            onClick: () => void claimAutoKey(gift),
            prepare: undefined,
          };
        default:
          return button.way satisfies never;
      }
    })();
    return (
      <Button
        variant="secondary"
        loading={loading}
        aria-disabled={inert || undefined}
        aria-label={held ? undefined : claim.name}
        onPointerEnter={claim.prepare}
        onFocus={claim.prepare}
        onClick={claim.onClick}
      >
        {waitingText ?? claim.text}
      </Button>
    );
  };
  const columns: TableColumn<GiftCode>[] = [
    {
      key: 'type',
      header: t('history.gifts.column.type'),
      render: (gift) => gift.description,
      rowHeader: true,
      wrap: true,
    },
    {
      key: 'condition',
      header: t('history.gifts.column.condition'),
      render: (gift) =>
        gift.shareRequired
          ? t('history.gifts.condition.share')
          : t('history.gifts.condition.topup'),
    },
    {
      key: 'code',
      header: t('history.gifts.column.code'),
      render: (gift) =>
        gift.giftCode ? (
          <CopyValue
            value={gift.giftCode}
            label={t('history.gifts.code', { description: gift.description })}
          />
        ) : (
          <span className={styles.muted}>{t('history.gifts.noCode')}</span>
        ),
    },
    { key: 'status', header: t('history.gifts.column.status'), render: status },
  ];
  return columns;
}

/**
 * /giftcode: every gift code, its claim condition, the code (copyable) and the way to claim it, as a
 * table (a list of cards on a narrow screen).
 */
export function GiftCodeList({ headingLevel = 1, hideTitle = false, shareUrl }: GiftCodeListProps) {
  const t = useTranslate(giftCodes);
  const actions = useGiftCodeList({ shareUrl });
  const columns = useColumns(actions);
  const { codes, message, outcome } = actions;
  const paged = usePaged(codes.status === 'ready' ? codes.data : []);
  const Heading = `h${headingLevel}` as const;
  const body = (() => {
    switch (codes.status) {
      case 'loading':
        return <LoadingStatus label={t('history.gifts.loading')} />;
      case 'failed':
        return (
          <LoadFailure
            title={t('history.gifts.failed')}
            error={codes.error}
            onRetry={codes.retry}
          />
        );
      case 'ready':
        return codes.data.length === 0 ? (
          <p className={styles.muted}>{t('history.gifts.empty')}</p>
        ) : (
          <>
            {skippedCount(codes.data) > 0 && (
              <Alert tone="warning" live="off">
                {t('history.gifts.skipped', { count: skippedCount(codes.data) })}
              </Alert>
            )}
            <CardTable
              caption={t('history.gifts.caption')}
              captionHidden
              columns={columns}
              rows={paged.visible}
              getRowKey={(gift) => String(gift.id)}
            />
            {paged.next > 0 && (
              <Button variant="secondary" onClick={paged.showMore}>
                {t('history.gifts.more', { count: paged.next })}
              </Button>
            )}
          </>
        );
      default:
        return codes satisfies never;
    }
  })();
  return (
    <section className={clsx(layout.reset, layout.root)}>
      {!hideTitle && <Heading className={layout.title}>{t('history.gifts.title')}</Heading>}
      <AnotherPlayerNotice />
      <p className={styles.muted}>{t('history.gifts.intro')}</p>
      <p className={styles.muted}>{t('history.gifts.howToUse')}</p>
      {/* Always there, so the claim's answer is announced when it arrives; brought into view and focused then. */}
      <OutcomeArea outcome={outcome}>
        {message && (
          <Alert tone={message.tone} live="off" title={t('history.gifts.resultTitle')}>
            {message.text}
          </Alert>
        )}
      </OutcomeArea>
      {body}
    </section>
  );
}
