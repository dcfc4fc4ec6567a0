import { type HeadData, headElements } from './headTags.ts';

const ALTERNATE_SELECTOR = 'link[rel="alternate"][hreflang]';

/**
 * Writes the title and upserts the description, social-sharing and canonical tags; replaces the hreflang
 * alternates (the server's prerendered ones too), so that after a client-side navigation they name the
 * page shown, and a page that has none keeps none.
 */
export function applyHead(doc: Document, data: HeadData) {
  doc.title = data.title;
  for (const element of headElements(data)) {
    const selector = `${element.tag}[${element.key}="${element.id}"]`;
    let node = doc.head.querySelector(selector);
    if (!node) {
      node = doc.createElement(element.tag);
      node.setAttribute(element.key, element.id);
      doc.head.appendChild(node);
    }
    node.setAttribute(element.tag === 'link' ? 'href' : 'content', element.value);
  }
  for (const stale of Array.from(doc.head.querySelectorAll(ALTERNATE_SELECTOR))) stale.remove();
  for (const alternate of data.alternates) {
    const link = doc.createElement('link');
    link.setAttribute('rel', 'alternate');
    link.setAttribute('hreflang', alternate.hreflang);
    link.setAttribute('href', alternate.href);
    doc.head.appendChild(link);
  }
}
