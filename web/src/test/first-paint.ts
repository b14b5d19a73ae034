// Holding a server-painted first paint (common/first-paint*.ts) to the page React draws over it.
import { FIRST_PAINT_KEYS, type FirstPaintTexts } from '@common/first-paint';
import i18n from '../lib/i18n';

/**
 * Where `painted` is not the page's own: same tag, its attributes all on the page's element with the same
 * values, its own text the same, its children found in order among the page element's children. An <img> must
 * be the page's exactly (every attribute).
 */
export function differences(painted: Element, page: Element, at = painted.tagName.toLowerCase()): string[] {
  if (painted.tagName !== page.tagName) return [`${at}: <${page.tagName.toLowerCase()}> on the page`];
  const problems: string[] = [];
  for (const { name, value } of painted.attributes)
    if (page.getAttribute(name) !== value)
      problems.push(`${at}[${name}]: "${value}" vs "${page.getAttribute(name)}"`);
  if (painted.tagName === 'IMG' && painted.attributes.length !== page.attributes.length)
    problems.push(`${at}: the page's <img> has ${page.attributes.length} attributes`);
  const ownText = (el: Element) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent)
      .join('');
  if (ownText(painted) !== ownText(page))
    problems.push(`${at}: text "${ownText(painted)}" vs "${ownText(page)}"`);
  let next = 0;
  const candidates = [...page.children];
  for (const child of painted.children) {
    const path = `${at} > ${child.tagName.toLowerCase()}`;
    const found = candidates.slice(next).findIndex((c) => differences(child, c, path).length === 0);
    if (found === -1) {
      const sameTag = candidates.slice(next).find((c) => c.tagName === child.tagName);
      problems.push(...(sameTag ? differences(child, sameTag, path) : [`${path}: not on the page`]));
      continue;
    }
    next += found + 1;
  }
  return problems;
}

/** The first-paint texts in i18next's current language. */
export function firstPaintTexts(): FirstPaintTexts {
  return Object.fromEntries(FIRST_PAINT_KEYS.map((key) => [key, i18n.t(key)])) as FirstPaintTexts;
}
