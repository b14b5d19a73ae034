// English strings travel with the code that shows them. Every top-level key of en.json is an area ("nav",
// "upload", "sightingPage", ...); a module that names a key of an area (`t('upload.page.title')`, a `labelKey`,
// a template literal starting `categories.`) gets an import of that area's strings added at build time, which
// registers them with i18next (lib/i18n.ts addEnglish) before the module runs. The bundler then puts each area
// where its users are: the shell's areas in the entry, a page's own in that page's chunk, so the first load
// carries ~5 KB of English instead of ~14 KB. Other languages load whole, on demand, as before.
//
// Keys must appear as literals (or literal prefixes) in the module that uses them or in one it imports; a key
// put together from variables alone would not be seen (there are none: `npm run check` would not catch one,
// the web tests and browser tests would, as the raw key on screen).
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:wildlens-english/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;

export function englishByArea(options: { localesDir: string; sourceDirs: string[] }): Plugin {
  const english = path.join(options.localesDir, 'en.json');
  const i18nModule = path.join(options.localesDir, '..', 'lib', 'i18n.ts');
  const areas = new Set(Object.keys(JSON.parse(fs.readFileSync(english, 'utf8')) as object));
  // A string or template literal that starts with an area name and a dot: 'nav.home', `pages.${id}.title`.
  const keyLiteral = /['"`]([A-Za-z]+)\.[A-Za-z$]/g;
  const isSource = (id: string) =>
    /\.(ts|tsx)$/.test(id) &&
    !/\.test\.tsx?$/.test(id) &&
    id !== i18nModule &&
    options.sourceDirs.some((dir) => id.startsWith(dir + path.sep));

  return {
    name: 'wildlens:english-by-area',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const area = id.slice(RESOLVED_PREFIX.length);
      // The area's strings inline: one module per area, which the bundler can place on its own (a module is never
      // split across chunks, so importing parts of en.json would keep all of it wherever any part is needed).
      this.addWatchFile(english);
      const strings = (JSON.parse(fs.readFileSync(english, 'utf8')) as Record<string, unknown>)[area];
      if (strings === undefined) throw new Error(`en.json has no area "${area}"`);
      return [
        `import { addEnglish } from ${JSON.stringify(i18nModule)};`,
        `addEnglish(${JSON.stringify(area)}, ${JSON.stringify(strings)});`,
      ].join('\n');
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!isSource(file)) return undefined;
      const used = new Set<string>();
      for (const match of code.matchAll(keyLiteral)) {
        const area = match[1];
        if (area && areas.has(area)) used.add(area);
      }
      if (!used.size) return undefined;
      // On the first line, so every other line keeps its number and the source map needs no change.
      const imports = [...used].map((area) => `import '${VIRTUAL_PREFIX}${area}';`).join('');
      return { code: `${imports}${code}`, map: null };
    },
  };
}
