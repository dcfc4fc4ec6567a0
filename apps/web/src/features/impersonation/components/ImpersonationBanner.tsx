import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../app/auth/logout.ts';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';

/** In a session opened on the user's behalf: says whose account it is, who opened it, and that it is audited. */
export function ImpersonationBanner() {
  const { t } = useTranslation('impersonation');
  const user = useStore(userStore);
  if (!user?.impersonator) return null;
  return (
    <Alert
      banner
      type="warning"
      showIcon
      data-testid="impersonation-banner"
      title={t('banner', {
        user: user.name && user.name !== user.email ? `${user.name} (${user.email})` : user.email,
        by:
          user.impersonator.name !== user.impersonator.email
            ? `${user.impersonator.name} (${user.impersonator.email})`
            : user.impersonator.email,
      })}
      action={
        <Button size="small" onClick={() => void logout()} data-testid="impersonation-end">
          {t('end')}
        </Button>
      }
    />
  );
}
