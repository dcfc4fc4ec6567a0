import { message as staticMessage, notification as staticNotification } from 'antd';

type MessageApi = Pick<typeof staticMessage, 'success' | 'error' | 'info' | 'warning' | 'loading'>;
type NotificationApi = Pick<typeof staticNotification, 'success' | 'error' | 'info' | 'open' | 'destroy'>;

/**
 * Message and notification APIs usable outside React (HTTP client, route guard). The <App> bridge swaps in
 * the context-aware instances so that they follow the theme colour and locale; until then the static
 * functions serve.
 */
let messageApi: MessageApi = staticMessage;
let notificationApi: NotificationApi = staticNotification;

export function bindFeedback(message: MessageApi, notification: NotificationApi) {
  messageApi = message;
  notificationApi = notification;
}

export const feedback = {
  get message(): MessageApi {
    return messageApi;
  },
  get notification(): NotificationApi {
    return notificationApi;
  },
};

/** antd durations are seconds; the spec's constants are milliseconds. */
export const toSeconds = (ms: number) => ms / 1000;
