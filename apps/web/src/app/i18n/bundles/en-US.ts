import { type Dictionary, namespacesOf } from './namespaces.ts';

/** Every en-US namespace in one chunk, loaded when the language is first used. */
export default namespacesOf(
  import.meta.glob<{ default: Dictionary }>('../../../locales/en-US/*.json', { eager: true }),
);
