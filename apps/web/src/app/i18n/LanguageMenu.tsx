import { LOCALES, type Locale } from '@shiplabel/shared/locale';
import { Dropdown } from 'antd';
import type { ReactElement } from 'react';
import { LOCALE_LABELS } from './localeLabels.ts';

interface LanguageMenuProps {
  current: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (locale: Locale) => void;
  children: ReactElement;
}

/** The language switch's dropdown: its own chunk, loaded when the switch is first used (LanguageSwitch). */
export default function LanguageMenu({ current, open, onOpenChange, onPick, children }: LanguageMenuProps) {
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={onOpenChange}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: LOCALES.map((locale) => ({
          key: locale,
          label: <span data-testid={`lang-${locale}`}>{LOCALE_LABELS[locale]}</span>,
        })),
        onClick: ({ key }) => {
          onOpenChange(false);
          onPick(key as Locale);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
