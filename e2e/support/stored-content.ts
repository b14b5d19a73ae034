// The stored-script audit's editorial and help texts: an article an administrator writes (its title, summary and
// Markdown body, shown on /articles and its own page) and a message a visitor sends through the contact form
// (shown to the administrators on their dashboard). The Markdown body shows its HTML as the characters typed.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { hostile } from './hostile';
import { api, type Visit } from './stored-shops';

export const ARTICLE_SLUG = 'stored-script-article';

export const CONTENT_TEXTS = {
  articleTitle: hostile.closeTitle('articleTitle'),
  articleSummary: hostile.img('articleSummary'),
  articleBody: [
    '## articleBody heading',
    `Plain articleBody words. ${hostile.script('articleBodyScript')}`,
    hostile.template('articleBody'),
    hostile.markdownLink('articleBodyLink'),
    hostile.details('articleBodyDetails'),
  ].join('\n\n'),
  contactName: hostile.svg('contactName'),
  contactMessage: `${hostile.script('contactMessage')} ${hostile.details('contactDetails')}`,
};
const C = CONTENT_TEXTS;

/** What the article's page shows as text: the body's words, its HTML as typed, the template and link text. */
const articleShown = [
  C.articleTitle,
  C.articleSummary,
  'articleBody heading',
  hostile.script('articleBodyScript'),
  hostile.template('articleBody'),
  'articleBodyLink',
  hostile.details('articleBodyDetails'),
];

/** Stores the article (as the administrator, published now) and the contact message (as a visitor). */
export async function storeContentTexts(admin: BrowserContext, visitor: BrowserContext): Promise<void> {
  const login = await admin.request.post('/api/admin/login', {
    data: { username: 'admin', password: 'Admin-Passw0rd' },
  });
  expect(login.status()).toBe(200);
  const { adminSessionToken } = (await login.json()) as { adminSessionToken: string };
  const res = await admin.request.post('/api/admin/articles', {
    headers: { authorization: `Bearer ${adminSessionToken}` },
    data: {
      slug: ARTICLE_SLUG,
      title: C.articleTitle,
      summary: C.articleSummary,
      body: C.articleBody,
      category: 'community',
      status: 'published',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api(
    visitor,
    'post',
    '/api/support/contact',
    { name: C.contactName, email: 'stored-script@example.com', topic: 'general', message: C.contactMessage },
    201,
  );
}

export function contentVisits(): { visitor: Visit[]; admin: Visit[] } {
  return {
    visitor: [
      ['/articles', [C.articleTitle, C.articleSummary]],
      [`/articles/${ARTICLE_SLUG}`, articleShown],
    ],
    admin: [['/admin/dashboard', [C.contactName, C.contactMessage]]],
  };
}
