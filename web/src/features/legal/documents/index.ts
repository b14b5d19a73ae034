// The legal documents, each loaded on demand as its own chunk (Vite's ?raw import: the Markdown as a string), so
// no page carries another's text and the page's own code arrives before its long text.
export const LEGAL_DOCUMENTS = {
  terms: () => import('./terms.md?raw'),
  privacyPolicy: () => import('./privacy-policy.md?raw'),
  dmcaPolicy: () => import('./dmca-policy.md?raw'),
  digitalGoodsTerms: () => import('./digital-goods-terms.md?raw'),
} as const;

export type LegalDocumentId = keyof typeof LEGAL_DOCUMENTS;
