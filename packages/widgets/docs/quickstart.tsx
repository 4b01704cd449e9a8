// 1. Install: npm install @portal/widgets (React 18.3 or 19 is a peer dependency).
import '@portal/widgets/styles.css';
// Be Vietnam Pro (400 and 600, Vietnamese and Latin). Leave it out and the text falls back to the system font.
import '@portal/widgets/fonts.css';
import {
  LoginForm,
  PortalProvider,
  createPortalClient,
  useLogout,
  useUser,
  type User,
} from '@portal/widgets';
import { createRoot } from 'react-dom/client';

// 2. Create the client once, outside render: it calls the account API with the session cookie.
const client = createPortalClient({ baseURL: 'https://api.example.vn' });

// 4. A widget: LoginForm hands the signed-in user to onSuccess (redirect here if you like).
function welcome(user: User) {
  document.title = `Xin chào ${user.username}`;
}

// 5. Read the signed-in user: one state, switched on its status.
function Account() {
  const state = useUser();
  const logout = useLogout();
  switch (state.status) {
    case 'loading':
      return <p>Đang tải…</p>;
    case 'failed':
      return <button onClick={state.retry}>Thử lại</button>;
    case 'signedOut':
      return <LoginForm onSuccess={welcome} />;
    case 'signedIn':
      return (
        <p>
          {state.user.username}: {state.user.credit} KP{' '}
          {/* 6. Log out: the session ends and every cached answer is dropped. */}
          <button onClick={() => void logout()}>Đăng xuất</button>
        </p>
      );
  }
}

// 3. PortalProvider around the widgets: client, texts, colour mode (dark by default), design tokens.
createRoot(document.getElementById('root')!).render(
  <PortalProvider client={client}>
    <Account />
  </PortalProvider>,
);
