import { ClockCircleOutlined, HomeOutlined } from '@ant-design/icons';
import { DEFAULT_ROUTE_PATH } from '@shiplabel/shared/routes';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuLabel } from '../i18n/i18n.ts';
import { useRouteHandle } from '../router/useRouteHandle.ts';
import { useDevice } from './useDevice.ts';

/** A home icon (a link to the workplace) followed by the translated labels of the matched route chain (spec section 2). */
export function Breadcrumbs({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('layout'); // also re-renders on a language change
  const handle = useRouteHandle();
  const full = handle?.chain ?? [];
  // A phone shows only where the user is: the home icon and the last item.
  const chain = useDevice() === 'mobile' ? full.slice(-1) : full;
  return (
    <div data-testid="breadcrumb" className="app-breadcrumb">
      <Breadcrumb
        items={[
          {
            title: (
              <Link to={DEFAULT_ROUTE_PATH} aria-label={t('home')} data-testid="breadcrumb-home">
                <HomeOutlined />
              </Link>
            ),
          },
          ...chain.map((route) => ({ key: route.name, title: menuLabel(route.titleKey) })),
        ]}
      />
      <span className="app-time-zone" data-testid="business-time-zone" title={t('timeZoneHelp')}>
        <ClockCircleOutlined /> {t('timeZone', { tz: timeZone })}
      </span>
    </div>
  );
}
