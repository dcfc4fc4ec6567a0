import type { LayoutSettings } from '@shiplabel/shared';
import { ColorPicker, InputNumber, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store/createStore.ts';
import { loadServerMenu } from './serverMenu.ts';
import { MENU_WIDTH_MAX, MENU_WIDTH_MIN } from './settingsModel.ts';
import { settingsStore, updateSettings } from './settingsStore.ts';

type BooleanSetting = 'navbar' | 'menu' | 'topMenu' | 'footer' | 'tabBar' | 'menuFromServer' | 'colorWeak';

const CONTENT_TOGGLES: BooleanSetting[] = ['navbar', 'menu', 'topMenu', 'footer', 'tabBar', 'menuFromServer'];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="settings-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

function changeToggle(key: BooleanSetting, value: boolean) {
  updateSettings({ [key]: value } as Partial<LayoutSettings>);
  // Spec: turning on menu-from-server fetches the server menu.
  if (key === 'menuFromServer' && value) void loadServerMenu();
}

/** The "Content" and "Other settings" blocks; every change applies at once. */
export function SettingsBlocks() {
  const { t } = useTranslation('settings');
  const settings = useStore(settingsStore);
  const toggle = (key: BooleanSetting) => (
    <Row key={key} label={t(`items.${key}`)}>
      <Switch
        size="small"
        checked={settings[key]}
        data-testid={`settings-${key}`}
        onChange={(value) => changeToggle(key, value)}
      />
    </Row>
  );
  return (
    <div className="settings-blocks">
      <Typography.Title level={5}>{t('content')}</Typography.Title>
      {CONTENT_TOGGLES.map(toggle)}
      <Row label={t('items.menuWidth')}>
        <InputNumber
          size="small"
          min={MENU_WIDTH_MIN}
          max={MENU_WIDTH_MAX}
          step={10}
          value={settings.menuWidth}
          data-testid="settings-menuWidth"
          onChange={(value) => typeof value === 'number' && updateSettings({ menuWidth: value })}
        />
      </Row>
      <Row label={t('items.themeColor')}>
        <span data-testid="settings-themeColor">
          <ColorPicker
            size="small"
            disabledAlpha
            showText
            value={settings.themeColor}
            onChangeComplete={(color) => updateSettings({ themeColor: color.toHexString().toUpperCase() })}
          />
        </span>
      </Row>
      <Typography.Title level={5}>{t('other')}</Typography.Title>
      {toggle('colorWeak')}
    </div>
  );
}
