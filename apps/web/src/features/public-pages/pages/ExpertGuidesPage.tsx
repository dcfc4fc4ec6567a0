import { byLanguage, DocumentPage } from './DocumentPage.tsx';

// This page's texts only, in this page's chunk.
const files = byLanguage(
  import.meta.glob<string>('../../../content/pages/expertGuides/*.md', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

export default function ExpertGuidesPage() {
  return <DocumentPage files={files} />;
}
