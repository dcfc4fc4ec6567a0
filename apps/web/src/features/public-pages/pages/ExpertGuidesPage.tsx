import { DocumentPage } from './DocumentPage.tsx';

export default function ExpertGuidesPage() {
  return <DocumentPage page="expertGuides" />;
}
