// The browser tab names the page: "{page} · WildLens" (plain "WildLens" where no page named itself, e.g.
// home). Each page calls usePageTitle with its own heading; the most recently mounted name wins and a page's
// name leaves with it, so a new page never shows the previous page's name, whatever order effects run in.
import { pageTitleText } from '@common/page-title';
import { useEffect } from 'react';

export { pageTitleText };

const named: { title: string }[] = [];

function apply(): void {
  document.title = pageTitleText(named.at(-1)?.title);
}

export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    named.push(entry);
    apply();
    return () => {
      named.splice(named.indexOf(entry), 1);
      apply();
    };
  }, [title]);
}
