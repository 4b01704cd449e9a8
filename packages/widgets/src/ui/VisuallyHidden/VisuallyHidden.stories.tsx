import type { Story, StoryDefault } from '@ladle/react';
import { useTranslate } from '../../provider';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

export default { title: 'UI / VisuallyHidden' } satisfies StoryDefault;

/** A button whose name is read but not shown: only the icon shows. */
export const InsideAButton: Story = () => {
  const t = useTranslate();
  return (
    <Button variant="ghost">
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
      </svg>
      <VisuallyHidden>{t('common.close')}</VisuallyHidden>
    </Button>
  );
};
