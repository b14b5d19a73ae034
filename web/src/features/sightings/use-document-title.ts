// Sets the browser tab's title while a page is shown ("Snowy owl · WildLens") and puts the previous one back.
import { SITE_NAME } from '@common/constants/limits';
import { useEffect } from 'react';

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
