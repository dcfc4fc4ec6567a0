import { LoginOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { type ImpersonationScope, impersonationApi } from '../impersonation.api.ts';

interface Props {
  userId: string;
  /** 'users' for user management (adminList), 'staff' for employee management (staffList). */
  scope: ImpersonationScope;
  disabled?: boolean;
  testId?: string;
}

/**
 * "Open session": builds a one-time token (valid 60 s) and opens /config?userToken=... in a NEW tab, so
 * this tab keeps the operator's own session (tokens live in session storage, per tab).
 */
export function ImpersonateButton({ userId, scope, disabled, testId }: Props) {
  const { t } = useTranslation('impersonation');
  const submission = useSubmission();
  const open = () =>
    void submission.run(async (key) => {
      const built = await impersonationApi.build(scope, userId, key).catch(() => null);
      if (!built) return; // the HTTP client has shown the server's reason
      window.open(built.path, '_blank', 'noopener');
      feedback.message.info(t('openedInNewTab'));
    });
  return (
    <Button
      type="link"
      size="small"
      icon={<LoginOutlined />}
      disabled={disabled}
      loading={submission.busy}
      onClick={open}
      data-testid={testId ?? `impersonate-${userId}`}
    >
      {t('open')}
    </Button>
  );
}
