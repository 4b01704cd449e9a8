import { useAppText } from '../../i18n/useAppText';
import { LoginForm } from '@portal/widgets';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearLoggedOutFlag } from '../../auth/loggedOutFlag';
import { returnPathFromState } from '../../auth/safeRedirect';
import { renderRouterLink } from '../../routing/renderRouterLink';
import { usePreloadOnInteraction } from '../../routing/usePreloadOnInteraction';
import { useDocumentTitle } from '../../useDocumentTitle';

/** /login: after login the player returns to the origin path when it is safe, else to /. */
export function LoginPage() {
  const t = useAppText();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('app.titles.login'));
  usePreloadOnInteraction(returnPathFromState(location.state));
  return (
    <LoginForm
      renderLink={renderRouterLink}
      onSuccess={() => {
        clearLoggedOutFlag();
        navigate(returnPathFromState(location.state), { replace: true });
      }}
    />
  );
}
