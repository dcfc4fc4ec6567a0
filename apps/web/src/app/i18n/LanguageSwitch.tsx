import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@shiplabel/shared/locale';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback.ts';
import { i18n, setLocale } from './i18n.ts';

const LABELS: Record<Locale, string> = { 'en-US': 'English', 'zh-CN': '简体中文' };

async function switchTo(locale: Locale) {
  await setLocale(locale);
  // In the new language; the head tags refresh on the language change (useHeadTags).
  feedback.message.success(i18n.t('common:languageSwitched'));
}

/** Language switch of the navbar and the public pages (spec section 4, Language). */
export function LanguageSwitch({ type = 'text' }: { type?: 'text' | 'default' }) {
  const { t, i18n: active } = useTranslation('common');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [active.language],
        items: LOCALES.map((locale) => ({
          key: locale,
          label: <span data-testid={`lang-${locale}`}>{LABELS[locale]}</span>,
        })),
        onClick: ({ key }) => void switchTo(key as Locale),
      }}
    >
      <Button type={type} icon={<GlobalOutlined />} data-testid="lang-switch" aria-label={t('language')}>
        {LABELS[active.language as Locale] ?? LABELS['en-US']}
      </Button>
    </Dropdown>
  );
}
