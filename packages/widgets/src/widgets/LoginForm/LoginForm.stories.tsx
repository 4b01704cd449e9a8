import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { createDevCaptcha, PortalProvider } from '../../provider';
import { LoginForm } from './LoginForm';

export default { title: 'Widgets / LoginForm' } satisfies StoryDefault;

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
const loggedOut = new ApiError({ kind: 'http', statusCode: 401, message: 'Bạn chưa đăng nhập.' });

/** A client whose login answers as told, with no network. */
function fakeClient(login: PortalClient['login']): PortalClient {
  return { ...base, me: () => Promise.reject(loggedOut), login };
}

const clients = {
  pending: fakeClient(() => new Promise(() => {})),
  success: fakeClient(() => Promise.resolve({ message: 'Đăng nhập thành công' })),
  wrongPassword: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 422,
        message: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
        errors: { username: ['Tên đăng nhập hoặc mật khẩu không đúng'] },
      }),
    ),
  ),
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
const captcha = createDevCaptcha();

async function logInAsDemo(screen: Screen, user: UserEvent) {
  await user.type(screen.getByRole('textbox', { name: viVN['auth.login.username'] }), 'demo');
  await user.type(
    screen.getByLabelText(viVN['auth.login.password'], { selector: 'input' }),
    'Demo@2026',
  );
  await user.click(screen.getByRole('button', { name: viVN['auth.login.submit'] }));
}

function WithClient({ client, children }: { client: PortalClient; children: ReactNode }) {
  return (
    <PortalProvider client={client} captcha={captcha}>
      <Scripted script={logInAsDemo}>{children}</Scripted>
    </PortalProvider>
  );
}

export const Idle: Story = () => <LoginForm />;

const submitBadly = async (screen: Screen, user: UserEvent) => {
  await user.type(screen.getByRole('textbox', { name: viVN['auth.login.username'] }), 'abc');
  await user.click(screen.getByRole('button', { name: viVN['auth.login.submit'] }));
};

export const Invalid: Story = () => (
  <Scripted script={submitBadly}>
    <LoginForm />
  </Scripted>
);

export const Processing: Story = () => (
  <WithClient client={clients.pending}>
    <LoginForm />
  </WithClient>
);

export const WrongPassword: Story = () => (
  <WithClient client={clients.wrongPassword}>
    <LoginForm />
  </WithClient>
);

export const ServerError: Story = () => (
  <WithClient client={clients.serverError}>
    <LoginForm />
  </WithClient>
);

export const NetworkFailure: Story = () => (
  <WithClient client={clients.offline}>
    <LoginForm />
  </WithClient>
);

export const Success: Story = () => (
  <WithClient client={clients.success}>
    <LoginForm />
  </WithClient>
);
