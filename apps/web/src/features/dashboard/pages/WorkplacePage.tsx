import { Card, Skeleton, Space } from 'antd';
import { useUserInfo } from '../../account/hooks/useUserInfo.ts';
import { AccountSummary } from '../components/AccountSummary.tsx';
import { BalanceCards } from '../components/BalanceCards.tsx';
import { QuickLinks } from '../components/QuickLinks.tsx';
import './workplace.css';

/** The default landing page: the signed-in user's account, balances and the screens they may open. */
export default function WorkplacePage() {
  const { data: user } = useUserInfo();
  if (!user)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="workplace">
      <AccountSummary user={user} />
      <BalanceCards user={user} />
      <QuickLinks codes={user.role} />
    </Space>
  );
}
