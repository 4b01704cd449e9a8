import type { Story, StoryDefault } from '@ladle/react';
import { viVN } from '../../i18n';
import { Tooltip } from './Tooltip';

export default { title: 'UI / Tooltip' } satisfies StoryDefault;

/** Hover or Tab to the type: the tooltip gives the transaction id. */
export const Default: Story = () => (
  <Tooltip content={viVN['history.transactionId'].replace('{id}', '1022')}>
    {viVN['history.type.recharge']}
  </Tooltip>
);
