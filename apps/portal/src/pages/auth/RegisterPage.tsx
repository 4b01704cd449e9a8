import { useAppText } from '../../i18n/useAppText';
import { RegisterWizard } from '@portal/widgets';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearLoggedOutFlag } from '../../auth/loggedOutFlag';
import { returnPathFromState } from '../../auth/safeRedirect';
import { renderRouterLink } from '../../routing/renderRouterLink';
import { usePreloadOnInteraction } from '../../routing/usePreloadOnInteraction';
import { useRouterStepHistory } from '../../routing/useRouterStepHistory';
import { useDocumentTitle } from '../../useDocumentTitle';

/** /register: the three-step wizard; its steps are router history entries. */
export function RegisterPage() {
  const t = useAppText();
  const navigate = useNavigate();
  const location = useLocation();
  const stepHistory = useRouterStepHistory();
  useDocumentTitle(t('app.titles.register'));
  usePreloadOnInteraction(returnPathFromState(location.state));
  return (
    <RegisterWizard
      renderLink={renderRouterLink}
      stepHistory={stepHistory}
      onSuccess={() => {
        clearLoggedOutFlag();
        navigate(returnPathFromState(location.state), { replace: true });
      }}
    />
  );
}
