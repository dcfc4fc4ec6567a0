import { type Dictionary, namespacesOf } from './namespaces.ts';

/**
 * Every other en-US namespace (the signed-in screens') in one chunk, loaded when the guard lets the visitor
 * into an application route (appDictionariesReady) or a screen asks for one of them.
 */
export default namespacesOf(
  import.meta.glob<{ default: Dictionary }>(
    [
      '../../../locales/en-US/*.json',
      '!../../../locales/en-US/{common,head,auth,home,layout,validation}.json',
    ],
    { eager: true },
  ),
);
