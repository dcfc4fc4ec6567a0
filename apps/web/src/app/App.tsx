import { ConfigProvider, message, notification } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { ACCESSIBLE_TEXT_TOKENS } from './a11y/themeTokens.ts';
import { bindFeedback } from './feedback.ts';
import { i18n } from './i18n/i18n.ts';
import { router } from './router/router.ts';
import { usePrefersReducedMotion } from './settings/reducedMotion.ts';
import { settingsStore } from './settings/settingsStore.ts';
import { useStore } from './store/createStore.ts';

/**
 * Hands context-aware message/notification instances (theme colour, locale) to code outside React (HTTP
 * client, guard). Made with the hooks rather than antd's <App>, whose modal code the public pages do not
 * need (issue 12: login page weight); the application layout provides <App> for the pages' useApp().
 */
function FeedbackBridge() {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => bindFeedback(messageApi, notificationApi), [messageApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {notificationHolder}
    </>
  );
}

/** Colour-weak mode and the progress-bar colour live outside React's tree (body, nprogress). */
function useDocumentEffects(colorWeak: boolean, themeColor: string) {
  useEffect(() => {
    document.body.style.filter = colorWeak ? 'invert(80%)' : '';
  }, [colorWeak]);
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', themeColor);
  }, [themeColor]);
}

function Shell() {
  const { i18n: active } = useTranslation();
  const { themeColor, colorWeak } = useStore(settingsStore);
  useDocumentEffects(colorWeak, themeColor);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider
      locale={active.language === 'zh-CN' ? zhCN : enUS}
      theme={{
        token: { ...ACCESSIBLE_TEXT_TOKENS, colorPrimary: themeColor, fontSize: 14, motion: !reducedMotion },
      }}
    >
      <FeedbackBridge />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      {/* The query cache is provided by the application layout (app/query/queryClient.ts). */}
      <Shell />
    </I18nextProvider>
  );
}
