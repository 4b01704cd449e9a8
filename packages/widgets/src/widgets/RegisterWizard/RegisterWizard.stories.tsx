import type { Story, StoryDefault } from '@ladle/react';
import { within } from '@testing-library/dom';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, createPortalClient, type PortalClient } from '../../api';
import { viVN } from '../../i18n';
import { createDevCaptcha, PortalProvider, type CaptchaProvider } from '../../provider';
import { RegisterWizard } from './RegisterWizard';
import type { RegisterStep, StepHistory } from './stepHistory';

export default { title: 'Widgets / RegisterWizard' } satisfies StoryDefault;

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

/** Steps kept in memory, so stories leave the Ladle frame's history alone. */
function useMemoryStepHistory(): StepHistory {
  const [current, setCurrent] = useState<RegisterStep | null>(null);
  return useMemo(() => ({ current, push: setCurrent }), [current]);
}

function Wizard() {
  return <RegisterWizard stepHistory={useMemoryStepHistory()} />;
}

const base = createPortalClient({ baseURL: 'http://localhost:8787' });
const loggedOut = new ApiError({ kind: 'http', statusCode: 401, message: 'Bạn chưa đăng nhập.' });

/** A client whose registration answers as told, with no network. */
function fakeClient(register: PortalClient['register']): PortalClient {
  return { ...base, me: () => Promise.reject(loggedOut), register };
}

const clients = {
  pending: fakeClient(() => new Promise(() => {})),
  success: fakeClient(() => Promise.resolve({ message: 'Đăng ký tài khoản thành công' })),
  invalid: fakeClient(() =>
    Promise.reject(
      new ApiError({
        kind: 'http',
        statusCode: 422,
        message: 'Dữ liệu không hợp lệ, vui lòng kiểm tra lại.',
        errors: {
          username: ['Tên đăng nhập đã được sử dụng'],
          password: ['Mật khẩu quá yếu', 'Mật khẩu đã xuất hiện trong một vụ lộ dữ liệu'],
        },
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
};
const captcha = createDevCaptcha();
const unavailableCaptcha = createDevCaptcha({ unavailable: true });

// find*, not get*: after a click the next step renders a moment later.
const field = (screen: Screen, label: string) =>
  screen.findByLabelText(label, { selector: 'input' });
const next = (screen: Screen) => screen.findByRole('button', { name: viVN['common.next'] });

const toUsernameStep: Script = async (screen, user) => {
  await user.type(await field(screen, viVN['auth.register.phone.label']), '0901234567');
  await user.click(await next(screen));
};

const toPasswordStep: Script = async (screen, user) => {
  await toUsernameStep(screen, user);
  await user.type(await field(screen, viVN['auth.register.username.label']), 'tan_thu_01');
  await user.click(await next(screen));
  await user.type(await field(screen, viVN['auth.register.password.label']), 'Abc12345');
};

const submitAll: Script = async (screen, user) => {
  await toPasswordStep(screen, user);
  await user.type(await field(screen, viVN['auth.register.passwordConfirm.label']), 'Abc12345');
  await user.click(await screen.findByRole('button', { name: viVN['auth.register.submit'] }));
};

function Answering({
  client,
  captcha: storyCaptcha = captcha,
}: {
  client: PortalClient;
  captcha?: CaptchaProvider;
}) {
  return (
    <PortalProvider client={client} captcha={storyCaptcha}>
      <Scripted script={submitAll}>
        <Wizard />
      </Scripted>
    </PortalProvider>
  );
}

export const Idle: Story = () => <Wizard />;

const enterBadPhone: Script = async (screen, user) => {
  await user.type(await field(screen, viVN['auth.register.phone.label']), '0901{Enter}');
};

export const Invalid: Story = () => (
  <Scripted script={enterBadPhone}>
    <Wizard />
  </Scripted>
);

export const UsernameStep: Story = () => (
  <Scripted script={toUsernameStep}>
    <Wizard />
  </Scripted>
);

export const PasswordStep: Story = () => (
  <Scripted script={toPasswordStep}>
    <Wizard />
  </Scripted>
);

export const Processing: Story = () => <Answering client={clients.pending} />;

export const ServerError: Story = () => <Answering client={clients.serverError} />;

export const SingleFormAfter422: Story = () => <Answering client={clients.invalid} />;

export const CaptchaUnavailable: Story = () => (
  <Answering client={clients.pending} captcha={unavailableCaptcha} />
);

export const Success: Story = () => <Answering client={clients.success} />;
