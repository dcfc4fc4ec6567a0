import { type HeadData, headElements } from './headTags.ts';

/** Writes the title and upserts the description, social-sharing and canonical tags. */
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
}
