import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { PortalProvider } from '../../provider';
import { PhoneResetForm } from './PhoneResetForm';

export default { title: 'Widgets / Recovery / PhoneResetForm' } satisfies StoryDefault;

type Screen = ReturnType<typeof within>;
type Script = (screen: Screen, user: UserEvent) => Promise<void>;

/** Plays `script` once on mount, as a player would, to bring the widget into a state. */
function Scripted({ script, children }: { script: Script; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  useEffect(() => {
    if (played.current || !root.current) return;
    played.current = true;
    void script(within(root.current), userEvent.setup({ delay: null }));
  }, [script]);
  return <div ref={root}>{children}</div>;
}

const supportNumbers = ['8077', '8177'] as const;
const base = createPortalClient({ baseURL: 'http://localhost:8787' });

/** A client whose reset by phone answers as told, with no network. */
function fakeClient(resetPasswordByPhone: PortalClient['resetPasswordByPhone']): PortalClient {
  return { ...base, resetPasswordByPhone };
}

const clients = {
  pending: fakeClient(() => new Promise(() => {})),
  wrongCode: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 422,
        message: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
        errors: { otp: ['Mã OTP không đúng hoặc đã hết hạn'] },
      }),
    ),
  ),
  success: fakeClient(() => Promise.resolve({ message: 'ok' })),
};

const password = 'Kiếm-hiệp 2026!';

async function fillAndSubmit(screen: Screen, user: UserEvent) {
  await user.type(
    screen.getByRole('textbox', { name: viVN['auth.recovery.field.username'] }),
    'demo',
  );
  await user.type(screen.getByRole('textbox', { name: viVN['auth.recovery.field.otp'] }), '482913');
  await user.type(
    screen.getByLabelText(viVN['auth.recovery.field.newPassword'], { selector: 'input' }),
    password,
  );
  await user.type(
    screen.getByLabelText(viVN['auth.recovery.field.confirmPassword'], { selector: 'input' }),
    password,
  );
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.phone.submit'] }));
}

async function submitEmpty(screen: Screen, user: UserEvent) {
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.phone.submit'] }));
}

function WithClient({ client = base, script }: { client?: PortalClient; script: Script }) {
  return (
    <PortalProvider client={client}>
      <Scripted script={script}>
        <PhoneResetForm supportNumbers={supportNumbers} />
      </Scripted>
    </PortalProvider>
  );
}

export const Idle: Story = () => <PhoneResetForm supportNumbers={supportNumbers} />;

export const WithUsername: Story = () => (
  <PhoneResetForm supportNumbers={supportNumbers} defaultUsername="hiep_khach" />
);

export const Invalid: Story = () => <WithClient script={submitEmpty} />;

export const Processing: Story = () => (
  <WithClient client={clients.pending} script={fillAndSubmit} />
);

export const WrongCode: Story = () => (
  <WithClient client={clients.wrongCode} script={fillAndSubmit} />
);

export const Success: Story = () => <WithClient client={clients.success} script={fillAndSubmit} />;
