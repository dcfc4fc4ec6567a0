import { type Dictionary, namespacesOf } from './namespaces.ts';

/**
 * Every other zh-CN namespace (the signed-in screens') in one chunk, loaded when the guard lets the visitor
 * into an application route (appDictionariesReady) or a screen asks for one of them.
 */
export default namespacesOf(
  import.meta.glob<{ default: Dictionary }>(
    [
      '../../../locales/zh-CN/*.json',
      '!../../../locales/zh-CN/{common,head,auth,home,layout,validation}.json',
    ],
    { eager: true },
  ),
);
