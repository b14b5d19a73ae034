import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { currentLanguageCode } from './features/language/current-language';
import { errorTracker } from './lib/error-tracker';
import i18n, { applyDocumentLanguage, i18nReady } from './lib/i18n';
import './index.css';

errorTracker.install();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// Render once the language is known, so the first paint is already in the right language and direction.
i18nReady.finally(() => {
  applyDocumentLanguage(currentLanguageCode(i18n));
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
