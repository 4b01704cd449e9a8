import layout from '../shared/formLayout.module.css';
import { clsx } from 'clsx';
import { useTranslate } from '../../provider';
import { Alert, Button, Select } from '../../ui';
import { BalanceStrip } from '../BalanceStrip';
import { AnotherPlayerNotice } from '../shared/AnotherPlayerNotice';
import {
  ignoreKeyRepeat,
  LoadFailure,
  LoadingStatus,
  renderAnchor,
  type LinkRenderer,
} from '../shared';
import { UpgradeScreen } from '../UpgradeScreen';
import { RechargeAmounts } from './RechargeAmounts';
import { RechargeConfirmDialog } from './RechargeConfirmDialog';
import { RechargeOutcome } from './RechargeOutcome';
import styles from './RechargePanel.module.css';
import { useRechargePanel } from './useRechargePanel';
import { recharge } from '../../i18n/vi-VN/recharge';

/** Props of {@link RechargePanel}. */
export interface RechargePanelProps {
  /** Renders the balance strip's top-up link the host's way; a plain `<a href>` by default. */
  renderLink?: LinkRenderer;
  /** Where the balance strip's top-up link goes. */
  topupPath?: string;
}

/**
 * Game recharge: the balance, a server, the payable amounts (those above the balance greyed and not selectable) and
 * 'Nạp {coinName}', which asks to confirm in a dialog before any KP is spent; the outcome below, brought into view.
 * The upgrade screen instead when one of the player's servers is closed.
 */
export function RechargePanel({ renderLink = renderAnchor, topupPath }: RechargePanelProps) {
  const t = useTranslate(recharge);
  const {
    view,
    zoneId,
    setZoneId,
    amount,
    chooseAmount,
    result,
    outcome,
    canSubmit,
    waitingText,
    submit,
    dialogOpen,
    confirmation,
    confirm,
    cancel,
    checkAgain,
    resend,
  } = useRechargePanel();
  const busy =
    result.status === 'processing' || result.status === 'checking' || result.status === 'resending';
  const strip = <BalanceStrip renderLink={renderLink} {...(topupPath ? { topupPath } : {})} />;
  switch (view.status) {
    case 'loading':
      return <LoadingStatus label={t('payment.recharge.loading')} />;
    case 'unavailable':
      return (
        <LoadFailure
          title={t('payment.recharge.unavailable')}
          error={view.error}
          onRetry={view.retry}
        />
      );
    case 'upgrade':
      return (
        <>
          <AnotherPlayerNotice />
          <UpgradeScreen
            closed={view.closed}
            activeZones={view.activeZones}
            coinName={view.coinName}
          />
        </>
      );
    case 'ready': {
      const { coinName, payableValues } = view.config;
      return (
        <div className={clsx(layout.reset, styles.panel)}>
          <AnotherPlayerNotice />
          {strip}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegation: a held Enter's repeats from any field or button of the form are cancelled, one press is one submit */}
          <form
            className={styles.form}
            noValidate
            onKeyDown={ignoreKeyRepeat}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Select
              label={t('payment.recharge.server')}
              placeholder={t('payment.recharge.serverPlaceholder')}
              options={view.activeZones.map((zone) => ({
                value: String(zone.id),
                label: zone.name,
              }))}
              value={zoneId}
              onChange={setZoneId}
            />
            <RechargeAmounts
              payableValues={payableValues}
              balance={view.credit}
              coinName={coinName}
              amount={amount}
              chooseAmount={chooseAmount}
            />
            <Alert tone="info" live="off">
              {t('payment.recharge.relogin', { coinName })}
            </Alert>
            <Button
              type="submit"
              disabled={!canSubmit && !busy}
              aria-disabled={waitingText !== undefined || undefined}
              loading={busy}
              loadingText={t(
                result.status === 'checking'
                  ? 'payment.recharge.checkingShort'
                  : 'common.processing',
              )}
            >
              {waitingText ?? t('payment.recharge.submit', { coinName })}
            </Button>
            <RechargeOutcome
              outcome={outcome}
              result={result}
              coinName={coinName}
              checkAgain={checkAgain}
              resend={resend}
            />
          </form>
          <RechargeConfirmDialog
            open={dialogOpen}
            choice={confirmation}
            coinName={coinName}
            processing={result.status === 'processing'}
            onConfirm={confirm}
            onCancel={cancel}
          />
        </div>
      );
    }
    default:
      return view satisfies never;
  }
}
