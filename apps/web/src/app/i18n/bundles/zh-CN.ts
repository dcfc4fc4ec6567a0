import { type Dictionary, namespacesOf } from './namespaces.ts';

/** Every zh-CN namespace in one chunk, loaded when the language is first used. */
export default namespacesOf(
  import.meta.glob<{ default: Dictionary }>('../../../locales/zh-CN/*.json', { eager: true }),
);
