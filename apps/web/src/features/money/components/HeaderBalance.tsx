import { WalletOutlined } from '@ant-design/icons';
import { Button, Descriptions, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userStore } from '../../../app/auth/session.ts';
import { formatMoney } from '../../../app/format.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { useBalances } from '../hooks/useMoney.ts';
import { WALLET_FIELDS } from './labels.ts';

/** The navbar's balance: USD available, with every balance of both wallets on hover. Customers only. */
export function HeaderBalance() {
  const { t } = useTranslation('money');
  const user = useStore(userStore);
  const show = Boolean(user?.role.includes('rechargePage') || user?.role.includes('appBalanceList'));
  const balances = useBalances(show);
  if (!show || !balances.data) return null;
  const usd = balances.data.wallets.find((w) => w.currency === 'USD');
  const content = (
    <Space direction="vertical" size="middle" style={{ width: 320 }}>
      {balances.data.wallets.map((wallet) => (
        <Descriptions
          key={wallet.currency}
          size="small"
          column={1}
          title={t(`wallets.${wallet.currency}`)}
          bordered
        >
          {WALLET_FIELDS.map((field) => (
            <Descriptions.Item key={field} label={t(`balances.${field}`)}>
              {formatMoney(wallet[field], wallet.currency)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ))}
      <Link to="/postage/recharge">{t('recharge.title')}</Link>
    </Space>
  );
  return (
    <Popover content={content} placement="bottomRight">
      <Button type="text" icon={<WalletOutlined />} data-testid="header-balance">
        {usd ? formatMoney(usd.available, 'USD') : ''}
      </Button>
    </Popover>
  );
}
