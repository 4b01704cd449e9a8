import type { Story, StoryDefault } from '@ladle/react';
import { StoryPortal, type Script } from '../../../test/storyKit';
import { viVN } from '../../i18n';
import { createTestClipboard } from '../../provider';
import { CopyValue } from './CopyValue';

export default { title: 'UI / CopyValue' } satisfies StoryDefault;

const label = viVN['ui.example.giftCode'];
const copy: Script = async (screen, user) => {
  await user.click(screen.getByRole('button'));
};

/** The browser's clipboard: click to copy. */
export const Default: Story = () => (
  <StoryPortal>
    <CopyValue value="TANTHU-8KD2QX7M" label={label} />
  </StoryPortal>
);

/** Just copied: 'Đã sao chép' for 3 seconds. */
export const Copied: Story = () => (
  <StoryPortal clipboard={createTestClipboard()} script={copy}>
    <CopyValue value="TANTHU-8KD2QX7M" label={label} />
  </StoryPortal>
);

/** The clipboard refused: nothing is shown. */
export const ClipboardRefused: Story = () => (
  <StoryPortal clipboard={createTestClipboard({ fail: true })} script={copy}>
    <CopyValue value="TANTHU-8KD2QX7M" label={label} />
  </StoryPortal>
);
