// /digital-goods-terms: the legal text (features/legal/documents), in English, with the note in the reader's language.
import { LegalDocumentPage } from '../../features/legal/LegalDocumentPage';

export default function DigitalGoodsTermsPage() {
  return <LegalDocumentPage id="digitalGoodsTerms" />;
}
