import { AppstoreOutlined, RightOutlined } from '@ant-design/icons';
import { flattenRoutes, isRouteChainAllowed } from '@shiplabel/shared';
import { Card, Col, Empty, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuLabel } from '../../../app/i18n/i18n.ts';

/** Shortcuts to the screens the user's roles allow (the same rule as the guard and the menu). */
export function QuickLinks({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation('dashboard');
  const links = flattenRoutes().filter(
    ({ route, chain }) =>
      !route.hideInMenu && route.name !== 'Workplace' && isRouteChainAllowed(chain, codes),
  );
  return (
    <Card title={t('quickLinks')}>
      {links.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <Row gutter={[16, 16]}>
        {links.map(({ route, chain }) => (
          <Col key={route.name} xs={24} sm={12} lg={8} xxl={6}>
            <Link to={route.path} className="quick-link" data-testid={`quick-link-${route.name}`}>
              <AppstoreOutlined />
              <span className="quick-link-text">
                <strong>{menuLabel(route.titleKey)}</strong>
                <small>{chain.length > 1 ? menuLabel(chain[0]!.titleKey) : ''}</small>
              </span>
              <RightOutlined />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
