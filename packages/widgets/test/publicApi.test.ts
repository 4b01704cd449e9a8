import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as root from '../src/index';
import * as testing from '../src/testing';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The root entry's values: what a host needs. A new name here is a promise to every host; add it on purpose. */
const rootValues = [
  'ApiError',
  'BalanceStrip',
  'CaptchaUnavailableError',
  'ColourModeSwitch',
  'EmailModal',
  'EmailVerification',
  'ForgotPasswordForm',
  'ForgotUsernameForm',
  'GiftCodeList',
  'LanguageModal',
  'LoadFailure',
  'LoginForm',
  'LogoutButton',
  'LogoutFailure',
  'NameModal',
  'OfflineBanner',
  'PasswordModal',
  'PersonalInfo',
  'PhoneModal',
  'PhoneResetForm',
  'PortalProvider',
  'ProfileSummary',
  'QueryHold',
  'RechargePanel',
  'RecoveryOptions',
  'RegisterWizard',
  'ResetPasswordForm',
  'SecuritySettings',
  'SessionRenewalDialog',
  'TopupPanel',
  'TransactionTable',
  'UnverifiedPhoneBanner',
  'UpgradeScreen',
  'VisuallyHidden',
  'accountZones',
  'assignAccountZone',
  'changeEmail',
  'changePassword',
  'changePhone',
  'checkResetToken',
  'claimGift',
  'colourModes',
  'createDevCaptcha',
  'createFacebookShare',
  'createPortalClient',
  'createPortalTransport',
  'createRecaptchaV3',
  'currentUser',
  'describeFailure',
  'displayName',
  'errorText',
  'formatKp',
  'giftCodes',
  'isAnotherPlayer',
  'isApiError',
  'isCall',
  'isRegisterStep',
  'login',
  'logout',
  'me',
  'newIdempotencyKey',
  'paymentMethodKinds',
  'paymentMethods',
  'pseudoLocalise',
  'rechargeConfig',
  'rechargeGame',
  'recoverUsername',
  'register',
  'requestSecurityCode',
  'resetPassword',
  'resetPasswordByPhone',
  'sanitiseOverrides',
  'sendResetEmail',
  'sendVerificationEmail',
  'topupCard',
  'transactions',
  'updatePhone',
  'updateProfile',
  'useColourMode',
  'useLocale',
  'useLoggedOutInOtherTab',
  'useLogout',
  'useLogoutAction',
  'useOnline',
  'usePaymentMethodTitle',
  'useReadAgain',
  'useTranslate',
  'useUser',
  'verifyEmail',
  'withGuestAnswer',
  'zones',
];

const testingValues = [
  'createDevShare',
  'createTestClipboard',
  'createTranslator',
  'isPseudoLocalised',
  'viVN',
];

/** The names of `export type { … }` blocks in an entry's source. */
function typeNames(source: string): string[] {
  return [...source.matchAll(/export type \{([^}]*)\}/g)]
    .flatMap((m) => (m[1] ?? '').split(','))
    .map((name) => name.trim())
    .filter(Boolean);
}

/** The bare identifiers in backticks of the package README's "Public exports" section, root and testing apart. */
function readmeNames(): { root: string[]; testing: string[] } {
  const readme = read('../README.md');
  const section = readme.match(/## Public exports\n([\s\S]*?)\n## /)?.[1] ?? '';
  const [rootPart = '', testingPart = ''] = section.split('`@portal/widgets/testing`');
  const names = (text: string) =>
    [...text.matchAll(/`([A-Za-z]\w*)`/g)].map((m) => m[1] ?? '').filter(Boolean);
  return { root: names(rootPart), testing: names(testingPart) };
}

describe('the public entries of @portal/widgets', () => {
  it('the root exports exactly the values a host needs', () => {
    expect(Object.keys(root).sort()).toEqual([...rootValues].sort());
  });

  it('./testing exports exactly the helpers for tests, none of them also from the root', () => {
    expect(Object.keys(testing).sort()).toEqual(testingValues);
    for (const name of testingValues) expect(Object.keys(root)).not.toContain(name);
  });

  it("the package README's list names every export of the root and of ./testing, and nothing else", () => {
    const rootTypes = typeNames(read('../src/index.ts'));
    const testingTypes = [...read('../src/testing.ts').matchAll(/type (\w+)/g)].map(
      (m) => m[1] ?? '',
    );
    const listed = readmeNames();
    expect([...new Set(listed.root)].sort()).toEqual([...rootValues, ...rootTypes].sort());
    expect([...new Set(listed.testing)].sort()).toEqual([...testingValues, ...testingTypes].sort());
  });
});
