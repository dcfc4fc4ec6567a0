import { groupByFolder } from './frontMatter.ts';

// The Markdown of every public page, per language (src/content/<page>/<language>.md); each page module
// imports only its own entry, so the texts land in that page's chunk.
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
