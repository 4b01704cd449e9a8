import { useEffect, useId, useRef } from 'react';
import type { Card } from '../../api';
import { formatVnd } from '../../i18n';
import { usePortalClient, useTranslate } from '../../provider';
import { Alert, Button, Select, TextField } from '../../ui';
import { FieldMessages, useField } from '../../ui/Field';
import { normaliseCardDigits } from '../../validation';
import type { CardSettled } from './cardOutcome';
import { ignoreKeyRepeat, OutcomeArea } from '../shared';
import { outcomeOf } from './cardView';
import { CardLogo } from './CardLogo';
import { CardResult } from './CardResult';
import styles from './TopupPanel.module.css';
import { useCardPanel } from './useCardPanel';
import { payment } from '../../i18n/vi-VN/payment';

/** Props of {@link CardPanel}. */
export interface CardPanelProps {
  cards: readonly Card[];
  /** Called once a card sent from this panel settles (succeeded, failed or cancelled). */
  onSettled?: ((settled: CardSettled) => void) | undefined;
}

/** Top-up by scratch card: the provider by its logo, serial, PIN and denomination, then the card's outcome. */
export function CardPanel({ cards, onSettled }: CardPanelProps) {
  const t = useTranslate(payment);
  const legendId = useId();
  const {
    fields,
    hints,
    view,
    keptCard,
    busy,
    held,
    waitingText,
    submit,
    followAgain,
    checkAgain,
  } = useCardPanel({
    cards,
    onSettled,
  });
  const { values } = fields;
  const form = useRef<HTMLFormElement>(null);
  const apiBase = usePortalClient('CardPanel').baseURL;
  const errors = view.status === 'invalid' ? view.errors : {};
  const providerField = useField({
    id: undefined,
    helperText: undefined,
    error: errors.provider,
    invalid: undefined,
    describedBy: undefined,
  });
  // A refused submit takes the player to the first wrong field (for the carrier, the chosen or first logo).
  useEffect(() => {
    if (view.status !== 'invalid') return;
    const field = form.current?.elements.namedItem(view.first);
    const target =
      field instanceof RadioNodeList
        ? (Array.from(field).find((radio) => (radio as HTMLInputElement).checked) ?? field[0])
        : field;
    if (target instanceof HTMLElement) target.focus();
  }, [view]);
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- delegation: a held Enter's repeats from any field or button of the form are cancelled, one press is one submit
    <form
      ref={form}
      className={styles.cardForm}
      onSubmit={submit}
      onKeyDown={ignoreKeyRepeat}
      noValidate
    >
      <div
        className={styles.providers}
        role="radiogroup"
        aria-labelledby={legendId}
        aria-describedby={providerField.controlProps['aria-describedby']}
      >
        <span id={legendId} className={styles.legend}>
          {t('payment.card.provider')}
        </span>
        <div className={styles.logos}>
          {cards.map((card) => (
            <label key={card.code} className={styles.logo}>
              <input
                type="radio"
                name="provider"
                value={card.code}
                className={styles.logoInput}
                checked={values.provider === card.code}
                onChange={() => fields.setProvider(card.code)}
              />
              <CardLogo card={card} apiBase={apiBase} />
            </label>
          ))}
        </div>
        <FieldMessages field={providerField} helperText={undefined} />
      </div>
      <TextField
        label={t('payment.card.serial')}
        name="serial"
        secret
        digitsOnly
        normalise={normaliseCardDigits}
        autoComplete="off"
        spellCheck={false}
        value={values.serial}
        onChange={fields.setSerial}
        helperText={hints.serial}
        error={errors.serial}
      />
      <TextField
        label={t('payment.card.pin')}
        name="pin"
        secret
        digitsOnly
        normalise={normaliseCardDigits}
        autoComplete="off"
        spellCheck={false}
        value={values.pin}
        onChange={fields.setPin}
        helperText={hints.pin}
        error={errors.pin}
      />
      <Select
        label={t('payment.card.value')}
        name="value"
        placeholder={t('payment.card.valuePlaceholder')}
        options={fields.denominations.map((value) => ({
          value: String(value),
          label: formatVnd(t, value),
        }))}
        value={values.value}
        onChange={fields.setValue}
        error={errors.value}
      />
      <Alert tone="warning" live="off">
        {t('payment.card.valueWarning')}
      </Alert>
      <Button
        type="submit"
        loading={busy}
        loadingText={t('common.processing')}
        aria-disabled={held || waitingText !== undefined || undefined}
        fullWidth
      >
        {waitingText ?? t('common.confirm')}
      </Button>
      {keptCard && (
        <Alert tone="info" live="off">
          {t('payment.card.kept')}
        </Alert>
      )}
      <OutcomeArea outcome={outcomeOf(view)}>
        <CardResult view={view} onFollowAgain={followAgain} onCheckAgain={checkAgain} />
      </OutcomeArea>
    </form>
  );
}
