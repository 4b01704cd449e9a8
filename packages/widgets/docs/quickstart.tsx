// 1. Install: npm install @portal/widgets (React 18.3 or 19 is a peer dependency).
import '@portal/widgets/styles.css';
// Be Vietnam Pro (400 and 600, Vietnamese and Latin). Leave it out and the text falls back to the system font.
import '@portal/widgets/fonts.css';
import {
  LoginForm,
  LogoutButton,
  LogoutFailure,
  PortalProvider,
  createPortalClient,
  describeFailure,
  displayName,
  useLogoutAction,
  useUser,
  type PortalErrorHandler,
  type User,
} from '@portal/widgets';
import { createRoot } from 'react-dom/client';

// 2. Create the client once, outside render: it calls the account API with the session cookie.
const client = createPortalClient({ baseURL: 'https://api.example.vn' });

// 3. Every failure reaches onError (a failed load or submit, a logout the server did not take): send it to your
// monitoring. The player reads it in the widget either way.
const onError: PortalErrorHandler = (error, stage) => {
  console.error(`@portal/widgets ${stage}: ${describeFailure(error)}`);
};

// 5. A widget: LoginForm hands the signed-in user to onSuccess (redirect here if you like).
function welcome(user: User) {
  document.title = `Xin chào ${displayName(user)}`;
}

// 6. Read the signed-in user: one state, switched on its status.
function Account() {
  const state = useUser();
  // 7. Log out: the session ends and every cached answer is dropped. A logout the server did not take keeps the
  // player signed in: LogoutFailure says so, and onError hears it.
  const logout = useLogoutAction();
  switch (state.status) {
    case 'loading':
      return <p>Đang tải…</p>;
    case 'failed':
      return <button onClick={state.retry}>Thử lại</button>;
    case 'signedOut':
      return <LoginForm onSuccess={welcome} />;
    case 'signedIn':
      return (
        <section>
          <p>
            {displayName(state.user)}: {state.user.credit} KP
          </p>
          <LogoutButton logout={logout}>Đăng xuất</LogoutButton>
          {logout.error !== undefined && <LogoutFailure error={logout.error} />}
        </section>
      );
  }
}

// 4. PortalProvider around the widgets: client, onError, texts, colour mode (dark by default), design tokens.
createRoot(document.getElementById('root')!).render(
  <PortalProvider client={client} onError={onError}>
    <Account />
  </PortalProvider>,
);
