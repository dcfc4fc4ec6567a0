import { DocumentPage } from './DocumentPage.tsx';

export default function PrivacyPolicyPage() {
  return <DocumentPage page="privacyPolicy" />;
}
