import { GlobalOutlined } from '@ant-design/icons';
import type { Locale } from '@shiplabel/shared/locale';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback.ts';
import { i18n, setLocale } from './i18n.ts';
import { LOCALE_LABELS } from './localeLabels.ts';

const loadMenu = () => import('./LanguageMenu.tsx');
const LanguageMenu = lazy(loadMenu);

async function switchTo(locale: Locale) {
  await setLocale(locale);
  // In the new language; the head tags refresh on the language change (useHeadTags).
  feedback.message.success(i18n.t('common:languageSwitched'));
}

/**
 * Language switch of the navbar and the public pages (spec section 4, Language). The dropdown (antd's
 * menu, overflow and trigger, ~20 KB gzipped) loads on the first click, or as the pointer comes near, so
 * the login page's first download does not carry it (issue 12: login page weight).
 */
export function LanguageSwitch({ type = 'text' }: { type?: 'text' | 'default' }) {
  const { t, i18n: active } = useTranslation('common');
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = (
    <Button
      type={type}
      icon={<GlobalOutlined />}
      data-testid="lang-switch"
      // The visible language name is the accessible name (WCAG 2.5.3); what the button does is its title.
      title={t('language')}
      aria-haspopup="menu"
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={
        wanted
          ? undefined
          : () => {
              setWanted(true);
              setOpen(true);
            }
      }
    >
      {LOCALE_LABELS[active.language as Locale] ?? LOCALE_LABELS['en-US']}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu
        current={active.language}
        open={open}
        onOpenChange={setOpen}
        onPick={(l) => void switchTo(l)}
      >
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
