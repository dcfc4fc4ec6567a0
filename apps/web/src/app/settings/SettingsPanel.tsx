import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Skeleton, Space } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback.ts';
import { useStore } from '../store/createStore.ts';
import { closeSettings, openSettings, settingsDrawerStore } from './drawerState.ts';
import { settingsForCopy } from './settingsModel.ts';
import { settingsStore } from './settingsStore.ts';

export const SETTINGS_DRAWER_WIDTH = 300;

// The controls (colour picker, switches) load on the first opening: every screen renders this panel.
const SettingsBlocks = lazy(() =>
  import('./SettingsBlocks.tsx').then((m) => ({ default: m.SettingsBlocks })),
);

async function copySettings(successText: string, failureText: string) {
  try {
    await navigator.clipboard.writeText(settingsForCopy(settingsStore.get()));
    feedback.message.success(successText);
  } catch {
    feedback.message.error(failureText);
  }
}

/**
 * The global settings panel (spec section 2), rendered on every screen. The floating button shows only
 * when the navbar is hidden; otherwise the navbar's settings button opens the drawer.
 */
export function SettingsPanel() {
  const { t } = useTranslation('settings');
  const open = useStore(settingsDrawerStore);
  const { navbar } = useStore(settingsStore);
  return (
    <>
      {!navbar && (
        <Button
          className="settings-float-button"
          type="primary"
          icon={<SettingOutlined />}
          aria-label={t('title')}
          data-testid="settings-open-button"
          onClick={openSettings}
        />
      )}
      <Drawer
        title={t('title')}
        size={SETTINGS_DRAWER_WIDTH}
        open={open}
        onClose={closeSettings}
        footer={
          <Space>
            <Button data-testid="settings-close" onClick={closeSettings}>
              {t('close')}
            </Button>
            <Button
              type="primary"
              data-testid="settings-copy"
              onClick={() => copySettings(t('copySuccess'), t('copyFailure'))}
            >
              {t('copy')}
            </Button>
          </Space>
        }
      >
        <Suspense fallback={<Skeleton active />}>
          <SettingsBlocks />
        </Suspense>
        <Alert type="info" showIcon title={t('alert')} />
      </Drawer>
    </>
  );
}
