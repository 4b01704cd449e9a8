import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { PortalProvider } from '../../provider';
import { ResetPasswordForm } from './ResetPasswordForm';

export default { title: 'Widgets / Recovery / ResetPasswordForm' } satisfies StoryDefault;

type Screen = ReturnType<typeof within>;
type Script = (screen: Screen, user: UserEvent) => Promise<void>;

/** Plays `script` once on mount, as a player would, to bring the widget into a state. */
function Scripted({ script, children }: { script: Script | undefined; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  useEffect(() => {
    if (played.current || !root.current || !script) return;
    played.current = true;
    void script(within(root.current), userEvent.setup({ delay: null }));
  }, [script]);
  return <div ref={root}>{children}</div>;
}

const base = createPortalClient({ baseURL: 'http://localhost:8787' });
const never = () => new Promise<never>(() => {});
const valid = () => Promise.resolve({ message: 'valid' });
const rejected = () =>
  Promise.reject(
    new ApiError({
      kind: 'http',
      statusCode: 404,
      message: viVN['auth.recovery.reset.invalid'],
      errorCode: 'reset_token_invalid',
    }),
  );
const timedOut = () =>
  Promise.reject(
    new ApiError({
      kind: 'timeout',
      statusCode: 0,
      message: viVN['api.error.timeout'],
      messageKey: 'api.error.timeout',
    }),
  );

/** A client whose token check and reset answer as told, with no network. */
function fakeClient(
  checkResetToken: PortalClient['checkResetToken'],
  resetPassword: PortalClient['resetPassword'] = never,
): PortalClient {
  return { ...base, checkResetToken, resetPassword };
}

const clients = {
  verifying: fakeClient(never),
  invalid: fakeClient(rejected),
  checkFailed: fakeClient(timedOut),
  form: fakeClient(valid),
  processing: fakeClient(valid, never),
  serverError: fakeClient(valid, () =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 500,
        message: viVN['api.error.server'],
        messageKey: 'api.error.server',
      }),
    ),
  ),
  success: fakeClient(valid, () => Promise.resolve({ message: 'ok' })),
};

const password = 'Kiếm-hiệp 2026!';

async function typeNewPassword(screen: Screen, user: UserEvent) {
  const field = await screen.findByLabelText(viVN['auth.recovery.field.newPassword'], {
    selector: 'input',
  });
  await user.type(field, password);
  await user.type(
    screen.getByLabelText(viVN['auth.recovery.field.confirmPassword'], { selector: 'input' }),
    password,
  );
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.reset.submit'] }));
}

async function typeWeakPassword(screen: Screen, user: UserEvent) {
  const field = await screen.findByLabelText(viVN['auth.recovery.field.newPassword'], {
    selector: 'input',
  });
  await user.type(field, 'abcdefg1');
  await user.click(screen.getByRole('button', { name: viVN['auth.recovery.reset.submit'] }));
}

function WithClient({ client, script }: { client: PortalClient; script?: Script }) {
  return (
    <PortalProvider client={client}>
      <Scripted script={script}>
        <ResetPasswordForm token="story-token" />
      </Scripted>
    </PortalProvider>
  );
}

export const Verifying: Story = () => <WithClient client={clients.verifying} />;

export const InvalidLink: Story = () => <WithClient client={clients.invalid} />;

export const CheckFailed: Story = () => <WithClient client={clients.checkFailed} />;

export const Idle: Story = () => <WithClient client={clients.form} />;

export const Invalid: Story = () => <WithClient client={clients.form} script={typeWeakPassword} />;

export const Processing: Story = () => (
  <WithClient client={clients.processing} script={typeNewPassword} />
);

export const ServerError: Story = () => (
  <WithClient client={clients.serverError} script={typeNewPassword} />
);

export const Success: Story = () => (
  <WithClient client={clients.success} script={typeNewPassword} />
);
