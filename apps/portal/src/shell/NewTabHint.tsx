import { VisuallyHidden } from '@portal/widgets';
import { useAppText } from '../i18n/useAppText';

/** Tells screen readers that a link opens a new tab. */
export function NewTabHint() {
  return <VisuallyHidden>{useAppText()('app.newTab')}</VisuallyHidden>;
}
