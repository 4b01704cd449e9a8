import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { createDevCaptcha, PortalProvider, type CaptchaProvider } from '../../provider';
import { ForgotUsernameForm } from './ForgotUsernameForm';

export default { title: 'Widgets / Recovery / ForgotUsernameForm' } satisfies StoryDefault;

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

/** A client whose username recovery answers as told, with no network. */
function fakeClient(recoverUsername: PortalClient['recoverUsername']): PortalClient {
  return { ...base, recoverUsername };
}

const clients = {
  pending: fakeClient(() => new Promise(() => {})),
  sent: fakeClient(() => Promise.resolve({ message: 'neutral' })),
  offline: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'network',
        statusCode: 0,
        message: viVN['api.error.network'],
        messageKey: 'api.error.network',
      }),
    ),
  ),
};
const captchas = { ok: createDevCaptcha(), unavailable: createDevCaptcha({ unavailable: true }) };

const emailLabel = viVN['auth.recovery.field.email'];
const submitLabel = viVN['auth.recovery.forgotUsername.submit'];

async function askForDemo(screen: Screen, user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: emailLabel }), 'demo@example.com');
  await user.click(screen.getByRole('button', { name: submitLabel }));
}

async function askBadly(screen: Screen, user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: emailLabel }), 'demo@example');
  await user.click(screen.getByRole('button', { name: submitLabel }));
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
        <ForgotUsernameForm />
      </Scripted>
    </PortalProvider>
  );
}

export const Idle: Story = () => <ForgotUsernameForm />;

export const Invalid: Story = () => <WithServices script={askBadly} />;

export const Processing: Story = () => (
  <WithServices client={clients.pending} script={askForDemo} />
);

export const NetworkFailure: Story = () => (
  <WithServices client={clients.offline} script={askForDemo} />
);

export const CaptchaUnavailable: Story = () => (
  <WithServices client={clients.sent} captcha={captchas.unavailable} script={askForDemo} />
);

export const Sent: Story = () => <WithServices client={clients.sent} script={askForDemo} />;
