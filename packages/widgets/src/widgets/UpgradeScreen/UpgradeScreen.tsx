import { clsx } from 'clsx';
import layout from '../shared/formLayout.module.css';
import { useId } from 'react';
import type { AccountZone, Zone } from '../../api';
import { formatNumber } from '../../i18n';
import { buttonErrorText, useTranslate } from '../../provider';
import { Alert, Button, Modal, Select } from '../../ui';
import styles from './UpgradeScreen.module.css';
import { MoneyWriteOutcome, OutcomeArea, TermList } from '../shared';
import { useUpgradeScreen } from './useUpgradeScreen';
import { recharge } from '../../i18n/vi-VN/recharge';

/** Props of {@link UpgradeScreen}. */
export interface UpgradeScreenProps {
  /** The player's balances on closed servers. */
  closed: readonly AccountZone[];
  /** The servers the balances may move to. */
  activeZones: readonly Zone[];
  /** The premium coin's name, from the game recharge config. */
  coinName: string;
}

/** One closed server's balances: premium coin, copper coin awaiting conversion, top-up points of month 11. */
function Balances({ entry, coinName }: { entry: AccountZone; coinName: string }) {
  const t = useTranslate(recharge);
  const rows = [
    {
      key: 'premium',
      label: t('payment.upgrade.premiumCoins', { coinName }),
      value: formatNumber(entry.premiumCoins),
    },
    {
      key: 'copper',
      label: t('payment.upgrade.copperCoins'),
      value: formatNumber(entry.copperCoins),
    },
    {
      key: 'points',
      label: t('payment.upgrade.topupPoints'),
      value: formatNumber(entry.topupPoints),
    },
  ];
  return <TermList rows={rows} />;
}

/**
 * 'Đã có phiên bản mới': the old balances, a server to move them to, and a confirmation dialog before the move; the
 * outcome below, brought into view.
 */
export function UpgradeScreen({ closed, activeZones, coinName }: UpgradeScreenProps) {
  const t = useTranslate(recharge);
  const headingId = useId();
  const {
    zoneId,
    zone,
    state,
    outcome,
    busy,
    mustCheck,
    waitingText,
    chooseZone,
    dialogOpen,
    openDialog,
    closeDialog,
    confirm,
    checkAgain,
    resend,
  } = useUpgradeScreen(activeZones);
  const balances = closed.map((entry) => (
    <section key={entry.zone.id} className={styles.zone}>
      <h3 className={styles.zoneTitle}>
        {t('payment.upgrade.balances', { server: entry.zone.name })}
      </h3>
      <Balances entry={entry} coinName={coinName} />
    </section>
  ));
  return (
    <section className={clsx(layout.reset, styles.screen)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('payment.upgrade.title')}
      </h2>
      <p className={styles.intro}>{t('payment.upgrade.intro')}</p>
      {balances}
      {state.status !== 'succeeded' && (
        <div className={styles.choose}>
          <Select
            label={t('payment.upgrade.server')}
            placeholder={t('payment.recharge.serverPlaceholder')}
            options={activeZones.map((active) => ({
              value: String(active.id),
              label: active.name,
            }))}
            value={zoneId}
            onChange={chooseZone}
          />
          <Button
            disabled={(!zone || mustCheck) && !busy}
            aria-disabled={waitingText !== undefined || undefined}
            loading={busy}
            loadingText={t('common.processing')}
            onClick={openDialog}
          >
            {waitingText ?? t('payment.upgrade.submit')}
          </Button>
        </div>
      )}
      <OutcomeArea outcome={outcome}>
        {state.status === 'succeeded' && (
          <Alert tone="success" live="off">
            {t('payment.upgrade.succeeded')}
          </Alert>
        )}
        {state.status === 'failed' && (
          <Alert tone="error" live="assertive">
            {buttonErrorText(state.error, t)}
          </Alert>
        )}
        <MoneyWriteOutcome
          state={state}
          texts={{
            checking: t('payment.upgrade.checking'),
            notTaken: t('payment.upgrade.notTaken'),
            unconfirmed: t('payment.upgrade.unconfirmed'),
            resend: t('payment.upgrade.resend'),
            resending: t('payment.upgrade.resending'),
            checkFailed: t('payment.upgrade.checkFailed'),
            checkAgain: t('payment.recharge.checkAgain'),
          }}
          onCheckAgain={checkAgain}
          onResend={resend}
        />
      </OutcomeArea>
      <Modal
        open={dialogOpen}
        onOpenChange={(open) => !open && closeDialog()}
        title={t('payment.upgrade.confirmTitle')}
        description={t('payment.upgrade.confirmText', { server: zone?.name ?? '' })}
        footer={
          <>
            <Button
              variant="secondary"
              onClick={closeDialog}
              disabled={state.status === 'processing'}
            >
              {t('common.cancel')}
            </Button>
            <Button
              onClick={confirm}
              loading={state.status === 'processing'}
              loadingText={t('common.processing')}
            >
              {t('common.confirm')}
            </Button>
          </>
        }
      >
        {balances}
      </Modal>
    </section>
  );
}
