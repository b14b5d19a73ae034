// The English strings arrive by area with the code that names their keys (web/english-by-area.ts): an area is
// in i18next's English store once a module using it has loaded, not before, and holds exactly en.json's text.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishByArea } from '../../english-by-area';
import en from '../locales/en.json';
import i18n, { englishKeysByText } from './i18n';

const webRoot = path.resolve(import.meta.dirname, '../..');
const plugin = englishByArea({
  localesDir: path.join(webRoot, 'src', 'locales'),
  sourceDirs: [path.join(webRoot, 'src')],
});
type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (hook: unknown, ...args: unknown[]) =>
  (hook as Hook).call({ addWatchFile() {} }, ...args) as { code: string } | string | undefined;

describe('English strings by area', () => {
  it('adds an import of each area a module names, on its first line', () => {
    // A module's text, as the plugin sees it: a key, a template literal naming an area, a string that is none.
    const source = [
      "const a = t('upload.page.title');",
      'const b = `categories.names.' + '$' + '{c}`;',
      "const c = 'x.y';",
      '',
    ].join('\n');
    const out = call(plugin.transform, source, path.join(webRoot, 'src', 'features', 'x.tsx'));
    const code = typeof out === 'object' && out ? out.code : '';
    expect(code.split('\n')[0]).toBe(
      "import 'virtual:wildlens-english/upload';import 'virtual:wildlens-english/categories';const a = t('upload.page.title');",
    );
    // Same number of lines: the source map stays right.
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
    // Tests and files outside the sources are left alone.
    expect(call(plugin.transform, source, path.join(webRoot, 'src', 'x.test.tsx'))).toBeUndefined();
    expect(call(plugin.transform, source, '/elsewhere/x.ts')).toBeUndefined();
  });

  it("loads an area's strings as their own module, and refuses an unknown area", () => {
    const code = String(call(plugin.load, '\0virtual:wildlens-english/sightingPage'));
    expect(code).toContain(`addEnglish("sightingPage", ${JSON.stringify(en.sightingPage)});`);
    expect(() => call(plugin.load, '\0virtual:wildlens-english/nope')).toThrow(/no area "nope"/);
  });

  it("registers an area when code that uses it loads, with en.json's text", async () => {
    await import('./i18n').then((m) => m.i18nReady);
    expect(i18n.exists('upload.validation.speciesRequired', { lng: 'en' })).toBe(false);
    const { uploadValidationText } = await import('../features/uploads/validation-text');
    expect(i18n.getResource('en', 'translation', 'upload')).toEqual(en.upload);
    const english = Object.values(en.upload.validation)[0] ?? '';
    expect(englishKeysByText('upload.validation').size).toBe(Object.keys(en.upload.validation).length);
    expect(uploadValidationText(i18n.getFixedT('en'), english)).toBe(english);
  });
});
