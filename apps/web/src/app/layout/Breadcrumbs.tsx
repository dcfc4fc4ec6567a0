import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { menuLabel } from '../i18n/i18n.ts';
import { isRouteHandle } from '../router/handle.ts';

/** A home icon followed by the translated labels of the matched route chain (spec section 2). */
export function Breadcrumbs() {
  useTranslation('menu'); // re-render on a language change
  const handle = [...useMatches()]
    .reverse()
    .map((m) => m.handle)
    .find(isRouteHandle);
  const chain = handle?.chain ?? [];
  return (
    <div data-testid="breadcrumb" className="app-breadcrumb">
      <Breadcrumb
        items={[
          { title: <HomeOutlined /> },
          ...chain.map((route) => ({ key: route.name, title: menuLabel(route.titleKey) })),
        ]}
      />
    </div>
  );
}
