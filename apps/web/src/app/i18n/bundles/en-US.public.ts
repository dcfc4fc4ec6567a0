import { type Dictionary, namespacesOf } from './namespaces.ts';

/**
 * The en-US namespaces the public pages (login, home, not found) read: loaded before the first render.
 * Keep the list equal to PUBLIC_NAMESPACES in resources.ts (i18n.test.ts checks it).
 */
export default namespacesOf(
  import.meta.glob<{ default: Dictionary }>(
    '../../../locales/en-US/{common,head,auth,home,layout,validation}.json',
    {
      eager: true,
    },
  ),
);
