import { byLanguage, DocumentPage } from './DocumentPage.tsx';

// This page's texts only, in this page's chunk.
const files = byLanguage(
  import.meta.glob<string>('../../../content/pages/termsOfUse/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

export default function TermsOfUsePage() {
  return <DocumentPage files={files} />;
}
