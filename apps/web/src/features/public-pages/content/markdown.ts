import { Marked } from 'marked';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Markdown to HTML with raw HTML shown as text: the content files are Markdown only, and escaping
 * keeps a stray tag (or a future contributor's <script>) from ever reaching the DOM.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html: (token) => escapeHtml(token.text),
  },
});

export const renderMarkdown = (source: string): string => markdown.parse(source, { async: false });
