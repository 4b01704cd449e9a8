import layout from '../shared/formLayout.module.css';
import { clsx } from 'clsx';
import { useId } from 'react';
import { isApiError } from '../../api';
import { formatKp, formatNumber } from '../../i18n';
import { errorText, useTranslate } from '../../provider';
import { Alert, Button, Select } from '../../ui';
import { BalanceStrip } from '../BalanceStrip';
import { AnotherPlayerNotice } from '../shared/AnotherPlayerNotice';
import {
  ignoreKeyRepeat,
  LoadFailure,
  LoadingStatus,
  MoneyWriteOutcome,
  OutcomeArea,
  renderAnchor,
  type LinkRenderer,
} from '../shared';
import { UpgradeScreen } from '../UpgradeScreen';
import { isAffordable } from './affordability';
import { RechargeConfirmDialog } from './RechargeConfirmDialog';
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
  const amountsId = useId();
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
            <div role="radiogroup" aria-labelledby={amountsId} className={styles.amounts}>
              <span id={amountsId} className={styles.legend}>
                {t('payment.recharge.amounts')}
              </span>
              {payableValues.map((payable) => {
                const affordable = isAffordable(payable, view.credit);
                const credit = formatKp(t, payable.credit);
                return (
                  <label
                    key={payable.credit}
                    className={clsx(styles.amount, !affordable && styles.unaffordable)}
                  >
                    <input
                      type="radio"
                      name="creditAmount"
                      value={payable.credit}
                      checked={amount === payable.credit}
                      disabled={!affordable}
                      onChange={() => chooseAmount(payable.credit)}
                    />
                    <span className={styles.coins}>
                      {t('payment.recharge.amount', {
                        coins: formatNumber(payable.coinsReceived),
                        coinName,
                      })}
                    </span>
                    <span className={styles.need}>
                      {affordable
                        ? t('payment.recharge.affordable', { credit })
                        : t('payment.recharge.unaffordable', { credit })}
                    </span>
                  </label>
                );
              })}
            </div>
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
            <OutcomeArea outcome={outcome}>
              {result.status === 'succeeded' && (
                <Alert tone="success" live="off">
                  {t('payment.recharge.succeeded', {
                    coins: formatNumber(result.result.coins),
                    coinName,
                    server: result.result.server,
                  })}
                </Alert>
              )}
              <MoneyWriteOutcome
                state={result}
                texts={{
                  checking: t('payment.recharge.checking'),
                  notTaken: t('payment.recharge.notTaken', { coinName }),
                  unconfirmed: t('payment.recharge.unconfirmed'),
                  resend: t('payment.recharge.resend'),
                  resending: t('payment.recharge.resending'),
                  checkFailed: t('payment.recharge.checkFailed'),
                  checkAgain: t('payment.recharge.checkAgain'),
                }}
                onCheckAgain={checkAgain}
                onResend={resend}
              />
              {result.status === 'failed' && (
                <Alert
                  tone={isApiError(result.error) && result.error.errorCode ? 'error' : 'warning'}
                  live="assertive"
                >
                  {isApiError(result.error) && result.error.statusCode === 401
                    ? t('payment.recharge.signInAgain', { coinName })
                    : errorText(result.error, t)}
                </Alert>
              )}
            </OutcomeArea>
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
