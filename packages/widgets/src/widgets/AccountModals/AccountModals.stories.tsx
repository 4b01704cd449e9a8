import type { Story, StoryDefault } from '@ladle/react';
import { http } from 'msw';
import { SignedInStory } from '../../../test/signedInStory';
import { api, noAnswer, serverError, uniqueName } from '../../../test/storyKit';
import { PersonalInfo } from '../PersonalInfo';
import { SecuritySettings } from '../SecuritySettings';
import { openRow, retype, save } from './storyScripts';

export default { title: 'Widgets / Account / Modals' } satisfies StoryDefault;

const numbers = ['8079', '8179'] as const;

const rename = openRow('Họ và tên', async (d, _s, user) => {
  await retype(d, user, 'Tên', uniqueName('An'));
  await save(d, user);
});

/** The name modal as opened: demo's name, Lưu dimmed. */
export const NameIdle: Story = () => (
  <SignedInStory username="demo" script={openRow('Họ và tên')}>
    <PersonalInfo />
  </SignedInStory>
);
/** Tên emptied and Lưu clicked: the summary and the field say it is needed. */
export const NameInvalid: Story = () => (
  <SignedInStory
    username="demo"
    script={openRow('Họ và tên', async (d, _s, user) => {
      await retype(d, user, 'Tên', '');
      await save(d, user);
    })}
  >
    <PersonalInfo />
  </SignedInStory>
);
/** The server never answers: Lưu shows it is processing. */
export const NameProcessing: Story = () => (
  <SignedInStory username="demo" script={rename}>
    <PersonalInfo />
  </SignedInStory>
);
NameProcessing.msw = [http.patch(api('/api/user/update-profile'), noAnswer)];
/** The server crashes (500). */
export const NameServerError: Story = () => (
  <SignedInStory username="demo" script={rename}>
    <PersonalInfo />
  </SignedInStory>
);
NameServerError.msw = [http.patch(api('/api/user/update-profile'), serverError)];
/** Saved: the notice, Đóng, and the row behind already shows the new name. */
export const NameSuccess: Story = () => (
  <SignedInStory username="newbie" script={rename}>
    <PersonalInfo />
  </SignedInStory>
);

/** The language modal: the supported languages, the current one chosen. */
export const LanguageIdle: Story = () => (
  <SignedInStory username="demo" script={openRow('Ngôn ngữ')}>
    <PersonalInfo />
  </SignedInStory>
);
/** Lưu clicked with nothing changed: it says so. */
export const LanguageUnchanged: Story = () => (
  <SignedInStory username="demo" script={openRow('Ngôn ngữ', (d, _s, user) => save(d, user))}>
    <PersonalInfo />
  </SignedInStory>
);

const passwordWith = (current: string, next: string) =>
  openRow('Mật khẩu', async (d, _s, user) => {
    await retype(d, user, 'Mật khẩu hiện tại', current);
    await retype(d, user, 'Mật khẩu mới', next);
    await retype(d, user, 'Nhập lại mật khẩu mới', next);
    await save(d, user);
  });

/** The password modal as opened. */
export const PasswordIdle: Story = () => (
  <SignedInStory username="demo" script={openRow('Mật khẩu')}>
    <SecuritySettings />
  </SignedInStory>
);
/** A weak new password: the meter and the rule say so. */
export const PasswordInvalid: Story = () => (
  <SignedInStory username="demo" script={passwordWith('Demo@2026', 'abcdefgh')}>
    <SecuritySettings />
  </SignedInStory>
);
/** The server never answers. */
export const PasswordProcessing: Story = () => (
  <SignedInStory username="demo" script={passwordWith('Demo@2026', 'MoiMoi2026')}>
    <SecuritySettings />
  </SignedInStory>
);
PasswordProcessing.msw = [http.post(api('/api/user/change-password'), noAnswer)];
/** A wrong current password: the simulator's message under the field. */
export const PasswordServerError: Story = () => (
  <SignedInStory username="demo" script={passwordWith('Sai@20261', 'MoiMoi2026')}>
    <SecuritySettings />
  </SignedInStory>
);
/** Changed (debtor's password, so demo's stays as the other stories need it). */
export const PasswordSuccess: Story = () => (
  <SignedInStory username="debtor" script={passwordWith('Debtor@2026', 'Debtor@2026x')}>
    <SecuritySettings />
  </SignedInStory>
);

/** demo: a verified phone and e-mail, so the OTP and the security code are asked for. */
export const PhoneIdle: Story = () => (
  <SignedInStory username="demo" script={openRow('Số điện thoại')}>
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
/** newbie: an unverified phone and e-mail, so only the new number is asked for. */
export const PhoneUnverified: Story = () => (
  <SignedInStory username="newbie" script={openRow('Số điện thoại')}>
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
/** The OTP and the security code sent: 'Gửi lại mã' counting down, the hints shown. */
export const PhoneCodeSent: Story = () => (
  <SignedInStory
    username="demo"
    script={openRow('Số điện thoại', async (d, _s, user) => {
      await retype(d, user, 'Số điện thoại mới', '0911222333');
      await user.click(d.getByRole('button', { name: 'Gửi mã OTP' }));
      await user.click(d.getByRole('button', { name: 'Gửi mã' }));
    })}
  >
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
/** Lưu clicked with nothing typed. */
export const PhoneInvalid: Story = () => (
  <SignedInStory
    username="newbie"
    script={openRow('Số điện thoại', (d, _s, user) => save(d, user))}
  >
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
const newNumber = openRow('Số điện thoại', async (d, _s, user) => {
  await retype(d, user, 'Số điện thoại mới', `09${String(Date.now()).slice(-8)}`);
  await save(d, user);
});
/** The server never answers. */
export const PhoneProcessing: Story = () => (
  <SignedInStory username="newbie" script={newNumber}>
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
PhoneProcessing.msw = [http.post(api('/api/user/update-phone'), noAnswer)];
/** The server crashes (500). */
export const PhoneServerError: Story = () => (
  <SignedInStory username="newbie" script={newNumber}>
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);
PhoneServerError.msw = [http.post(api('/api/user/update-phone'), serverError)];
/** Changed: the notice says to text KH {username}, activation in about 5 minutes. */
export const PhoneSuccess: Story = () => (
  <SignedInStory username="newbie" script={newNumber}>
    <SecuritySettings supportNumbers={numbers} />
  </SignedInStory>
);

const newEmail = (send: boolean) =>
  openRow('Email', async (d, _s, user) => {
    await retype(d, user, 'Email mới', `${uniqueName('moi')}@example.vn`);
    if (send) await user.click(d.getByRole('button', { name: 'Gửi mã' }));
    else await save(d, user);
  });

/** demo's verified e-mail: no code field until the address changes. */
export const EmailIdle: Story = () => (
  <SignedInStory username="demo" script={openRow('Email')}>
    <PersonalInfo />
  </SignedInStory>
);
/** The security code sent: the hint, and 'Gửi lại mã' counting down. */
export const EmailCodeSent: Story = () => (
  <SignedInStory username="demo" script={newEmail(true)}>
    <PersonalInfo />
  </SignedInStory>
);
/** An address that is not one. */
export const EmailInvalid: Story = () => (
  <SignedInStory
    username="newbie"
    script={openRow('Email', async (d, _s, user) => {
      await retype(d, user, 'Email mới', 'khong-hop-le');
      await save(d, user);
    })}
  >
    <PersonalInfo />
  </SignedInStory>
);
/** The server never answers. */
export const EmailProcessing: Story = () => (
  <SignedInStory username="newbie" script={newEmail(false)}>
    <PersonalInfo />
  </SignedInStory>
);
EmailProcessing.msw = [http.post(api('/api/user/change-email'), noAnswer)];
/** The server crashes (500). */
export const EmailServerError: Story = () => (
  <SignedInStory username="newbie" script={newEmail(false)}>
    <PersonalInfo />
  </SignedInStory>
);
EmailServerError.msw = [http.post(api('/api/user/change-email'), serverError)];
/** Changed (newbie's unverified e-mail needs no code). */
export const EmailSuccess: Story = () => (
  <SignedInStory username="newbie" script={newEmail(false)}>
    <PersonalInfo />
  </SignedInStory>
);
/** newbie's unverified e-mail row: the verification e-mail sent. */
export const VerificationEmailSent: Story = () => (
  <SignedInStory
    username="newbie"
    script={async (screen, user) => {
      await user.click(await screen.findByRole('button', { name: 'Gửi email xác thực' }));
    }}
  >
    <PersonalInfo />
  </SignedInStory>
);
