import { DocumentPage } from './DocumentPage.tsx';

export default function TermsOfUsePage() {
  return <DocumentPage page="termsOfUse" />;
}
