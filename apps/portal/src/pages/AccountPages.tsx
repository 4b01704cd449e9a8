import {
  PersonalInfo,
  ProfileSummary,
  SecuritySettings,
  UnverifiedPhoneBanner,
} from '@portal/widgets';
import { smsSupportNumbers } from '../config';
import { AccountPage } from './AccountPage';

/** `/`: the profile summary, the unverified-phone banner and the personal info rows with their modals. */
export function ProfilePage() {
  return (
    <AccountPage title="app.nav.profile">
      <ProfileSummary />
      <UnverifiedPhoneBanner supportNumbers={smsSupportNumbers} />
      <PersonalInfo supportNumbers={smsSupportNumbers} />
    </AccountPage>
  );
}

/** `/security`: username, password and phone, with the password and phone modals. */
export function SecurityPage() {
  return (
    <AccountPage title="app.nav.security">
      <SecuritySettings supportNumbers={smsSupportNumbers} />
    </AccountPage>
  );
}
