import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';

export function AppFooter() {
  const { t } = useTranslation('layout');
  return (
    <Layout.Footer className="app-footer" data-testid="layout-footer">
      {t('footer', { year: new Date().getFullYear() })}
    </Layout.Footer>
  );
}
