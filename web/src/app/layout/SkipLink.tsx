// "Skip to main content": the first focusable element, visible only when focused. The target <main> has
// tabIndex -1, so following the link moves keyboard focus there too.
import { useTranslation } from 'react-i18next';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-toast focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-medium focus:text-brand-800 focus:shadow-lg"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
