// Articles in the browser: an administrator writes one in the editor with script payloads in its Markdown and
// publishes it; a visitor finds it on /articles, reads it, and sees the HTML as the characters typed: no script
// runs, no dialog opens, no element or attribute carries it. The shipped articles are listed too.
import { describe, expect, it } from 'vitest';
import { newPage, useServerAndBrowser } from './support/browser';
import { signInAsAdmin } from './support/flows';

const env = useServerAndBrowser({ SEED_DEMO: 'false' });

const PAYLOAD = [
  '## Night walks',
  '',
  'Owls call most on still nights.',
  '',
  '<script>window.__articleScriptRan = true</script>',
  '',
  '<img src=x onerror="window.__articleScriptRan = true">',
  '',
  '[a javascript link](javascript:window.__articleScriptRan=true)',
].join('\n');

describe('articles in the browser', () => {
  it('an administrator publishes an article with script in its Markdown; readers see it as text', async () => {
    const admin = await newPage(env.browser, env.server.url);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/articles');
    await admin.page.getByRole('link', { name: 'New article' }).click();
    await admin.page.getByRole('heading', { name: 'New article', level: 1 }).waitFor();
    await admin.page.getByLabel('Title', { exact: true }).fill('Listening for owls at night');
    await admin.page.getByLabel('Address', { exact: true }).fill('listening-for-owls');
    await admin.page
      .getByLabel('Summary', { exact: true })
      .fill('How to find owls by their calls, safely and quietly.');
    await admin.page.getByLabel('Category', { exact: true }).selectOption('field-craft');
    await admin.page.getByLabel('Markdown', { exact: true }).fill(PAYLOAD);
    await admin.page.getByLabel('Status', { exact: true }).selectOption('published');
    // The live preview already shows the HTML as text.
    await admin.page.getByText('<script>window.__articleScriptRan = true</script>').first().waitFor();
    await admin.page.getByRole('button', { name: 'Save' }).click();
    await admin.page.getByText('Article saved').first().waitFor();

    const reader = await newPage(env.browser, env.server.url);
    const dialogs: string[] = [];
    reader.page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await reader.page.goto('/articles');
    // The shipped articles are there (18 written for WildLens), and the new one.
    await reader.page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    const listed = (await (await reader.context.request.get('/api/articles')).json()) as { total: number };
    expect(listed.total).toBeGreaterThanOrEqual(19);
    await reader.page.getByLabel('Search articles').fill('owls');
    await reader.page.getByRole('button', { name: 'Search', exact: true }).click();
    await reader.page.getByRole('link', { name: 'Listening for owls at night' }).first().click();
    await reader.page.waitForURL('**/articles/listening-for-owls');
    await reader.page.getByRole('heading', { name: 'Listening for owls at night', level: 1 }).waitFor();
    const body = reader.page.getByTestId('article-markdown');
    await body.getByText('<script>window.__articleScriptRan = true</script>').waitFor();
    expect(await body.locator('script, img[onerror], [href^="javascript:"]').count()).toBe(0);
    expect(
      await reader.page.evaluate(() => (window as { __articleScriptRan?: boolean }).__articleScriptRan),
    ).toBe(undefined);
    // The server's HTML of the page carries the article's sharing tags, escaped, and no payload as markup.
    const html = await (await reader.context.request.get('/articles/listening-for-owls')).text();
    expect(html).toContain('property="og:title" content="Listening for owls at night · WildLens"');
    expect(html).not.toContain('<script>window.__articleScriptRan');
    expect(dialogs).toEqual([]);

    for (const opened of [admin, reader]) {
      expect(opened.errors).toEqual([]);
      await opened.context.close();
    }
  }, 120_000);
});
