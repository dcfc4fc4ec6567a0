import { useMemo } from 'react';
import { renderMarkdown } from '../content/markdown.ts';
import '../public-pages.css';

/** Renders repository Markdown (raw HTML escaped by renderMarkdown). */
export function MarkdownView({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown from the repository, raw HTML escaped
  return <div className="public-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
