import type { Story, StoryDefault } from '@ladle/react';
import { StoryPortal } from '../../../test/storyKit';
import { RenewalModal } from './RenewalModal';

export default { title: 'Widgets / Session renewal dialog' } satisfies StoryDefault;

/**
 * The dialog as a session ends under a page (SessionRenewalDialog opens it on a 401, or a 419 whose session is gone):
 * 'Phiên đăng nhập đã kết thúc', its text, and the login form over the page. Logging in (demo / Demo@2026) renews
 * the session; closing gives up.
 */
export const Open: Story = () => (
  <StoryPortal>
    <RenewalModal onRenewed={() => {}} onGiveUp={() => {}} />
  </StoryPortal>
);
