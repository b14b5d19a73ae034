// A page's title, in the browser tab and in link previews alike: "{page} · WildLens", or the site's name alone.
import { SITE_NAME } from './constants/limits';

/** "{title} · WildLens", or "WildLens" alone for no title (or the site's own name). */
export function pageTitleText(title: string | null | undefined): string {
  return title && title !== SITE_NAME ? `${title} · ${SITE_NAME}` : SITE_NAME;
}
