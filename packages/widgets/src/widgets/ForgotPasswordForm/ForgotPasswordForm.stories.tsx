import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { createDevCaptcha, PortalProvider, type CaptchaProvider } from '../../provider';
import { ForgotPasswordForm } from './ForgotPasswordForm';

export default { title: 'Widgets / Recovery / ForgotPasswordForm' } satisfies StoryDefault;

type Screen = ReturnType<typeof within>;

/** Plays `script` once on mount, as a player would, to bring the widget into a state. */
function Scripted({
  script,
  children,
}: {
  script: (screen: Screen, user: UserEvent) => Promise<void>;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const played = useRef(false);
  useEffect(() => {
    if (played.current || !root.current) return;
    played.current = true;
    void script(within(root.current), userEvent.setup({ delay: null }));
  }, [script]);
  return <div ref={root}>{children}</div>;
}

const base = createPortalClient({ baseURL: 'http://localhost:8787' });

/** A client whose reset e-mail request answers as told, with no network. */
function fakeClient(sendResetEmail: PortalClient['sendResetEmail']): PortalClient {
  return { ...base, sendResetEmail };
}

const clients = {
  pending: fakeClient(() => new Promise(() => {})),
  sent: fakeClient(() => Promise.resolve({ message: 'neutral' })),
  serverError: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 500,
        message: viVN['api.error.server'],
        messageKey: 'api.error.server',
      }),
    ),
  ),
};
const captchas = { ok: createDevCaptcha(), unavailable: createDevCaptcha({ unavailable: true }) };

const usernameLabel = viVN['auth.recovery.field.username'];
const submitLabel = viVN['auth.recovery.forgotPassword.submit'];

async function askForDemo(screen: Screen, user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: usernameLabel }), 'demo');
  await user.click(screen.getByRole('button', { name: submitLabel }));
}

async function askTooShort(screen: Screen, user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: usernameLabel }), 'ab{Enter}');
}

function WithServices({
  client = base,
  captcha = captchas.ok,
  script,
}: {
  client?: PortalClient;
  captcha?: CaptchaProvider;
  script: (screen: Screen, user: UserEvent) => Promise<void>;
}) {
  return (
    <PortalProvider client={client} captcha={captcha}>
      <Scripted script={script}>
        <ForgotPasswordForm />
      </Scripted>
    </PortalProvider>
  );
}

export const Idle: Story = () => <ForgotPasswordForm />;

export const Invalid: Story = () => <WithServices script={askTooShort} />;

export const Processing: Story = () => (
  <WithServices client={clients.pending} script={askForDemo} />
);

export const ServerError: Story = () => (
  <WithServices client={clients.serverError} script={askForDemo} />
);

export const CaptchaUnavailable: Story = () => (
  <WithServices client={clients.sent} captcha={captchas.unavailable} script={askForDemo} />
);

export const Sent: Story = () => <WithServices client={clients.sent} script={askForDemo} />;
