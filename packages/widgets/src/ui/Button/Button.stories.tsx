import type { Story, StoryDefault } from '@ladle/react';
import { authRegister } from '../../i18n/vi-VN/authRegister';
import { useTranslate } from '../../provider';
import { Button } from './Button';

export default { title: 'UI / Button' } satisfies StoryDefault;

export const Primary: Story = () => {
  const t = useTranslate();
  return <Button>{t('common.save')}</Button>;
};

export const Secondary: Story = () => {
  const t = useTranslate();
  return <Button variant="secondary">{t('common.cancel')}</Button>;
};

export const Ghost: Story = () => {
  const t = useTranslate();
  return <Button variant="ghost">{t('common.back')}</Button>;
};

export const Danger: Story = () => {
  const t = useTranslate();
  return <Button variant="danger">{t('common.confirm')}</Button>;
};

export const Loading: Story = () => {
  const t = useTranslate();
  return <Button loading>{t('common.save')}</Button>;
};

export const LoadingWithText: Story = () => {
  const t = useTranslate();
  return (
    <Button loading loadingText={t('common.processing')}>
      {t('common.save')}
    </Button>
  );
};

export const Disabled: Story = () => {
  const t = useTranslate();
  return <Button disabled>{t('common.save')}</Button>;
};

export const AriaDisabled: Story = () => {
  const t = useTranslate();
  return <Button aria-disabled>{t('common.next')}</Button>;
};

/** Two buttons side by side in a 360 px screen: the processing text stays on one line. */
export const LoadingAt360: Story = () => {
  const t = useTranslate(authRegister);
  return (
    <div style={{ display: 'flex', gap: '0.75rem', width: 'calc(360px - 2rem)' }}>
      <Button variant="secondary" aria-disabled style={{ flex: '1 1 0' }}>
        {t('common.back')}
      </Button>
      <Button loading loadingText={t('auth.register.submitting')} style={{ flex: '1 1 0' }}>
        {t('auth.register.submit')}
      </Button>
    </div>
  );
};

export const FullWidth: Story = () => {
  const t = useTranslate();
  return <Button fullWidth>{t('common.next')}</Button>;
};
