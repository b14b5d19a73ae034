import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadPage } from './app/router';
import { nextTask, warmUp } from './app/warm-up';
import { listenForInstallPrompt } from './features/field/install-prompt';
import { currentLanguageCode } from './features/language/current-language';
import { errorTracker } from './lib/error-tracker';
import i18n, { applyDocumentLanguage, i18nReady } from './lib/i18n';
import './index.css';

errorTracker.install();
// Chromium offers installing once per page load, maybe before /field-mode (the Install button) is opened.
listenForInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// The first page's chunk downloads while i18n starts; matching the route table is a task of its own, after the
// code's evaluation.
const firstPage = nextTask().then(() => preloadPage(window.location.pathname));

// Render once the language is known, so the first paint is already in the right language and direction.
i18nReady.finally(async () => {
  const language = currentLanguageCode(i18n);
  applyDocumentLanguage(language);
  await warmUp(language);
  // The first render waits for the page's code (usually in by now: its HTML named the chunks): rendered before,
  // it would commit the page's spinner over the server's first paint, then commit again, and lay out the whole
  // page again, when the chunk arrives (two long tasks of style and layout, and a redraw, for nothing).
  await firstPage;
  // As a transition, the first render is cut into short tasks instead of one long one that blocks input
  // (Lighthouse's Total Blocking Time on a phone).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
