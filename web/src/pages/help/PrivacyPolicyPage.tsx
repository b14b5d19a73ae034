// /privacy-policy: the legal text (features/legal/documents), in English, with the note in the reader's language.
import { LegalDocumentPage } from '../../features/legal/LegalDocumentPage';

export default function PrivacyPolicyPage() {
  return <LegalDocumentPage id="privacyPolicy" />;
}
