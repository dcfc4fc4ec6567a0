import { groupByFolder } from './frontMatter.ts';

// Every public page's Markdown per language (src/content/pages/<page>/<language>.md), for the content
// tests; each page module globs only its own folder so that its texts stay in its own chunk.
export const pageFiles = () =>
  groupByFolder(
    import.meta.glob<string>('../../../content/pages/*/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  );

/** One file per help article per language: src/content/help/<article id>/<language>.md. */
export const helpFiles = () =>
  groupByFolder(
    import.meta.glob<string>('../../../content/help/*/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  );
