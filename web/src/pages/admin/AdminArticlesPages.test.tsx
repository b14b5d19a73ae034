// The administrators' article pages: the list (with the bearer token, in a scrollable table) and the editor (the
// address follows the title, the body's preview renders as it is typed, saving posts the article).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY } from '../../features/auth/admin-token';
import { callsTo, jsonResponse, renderPage, stubFetch } from '../auth/test-utils';
import AdminArticleEditorPage from './AdminArticleEditorPage';
import AdminArticlesPage from './AdminArticlesPage';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const item = {
  id: 7,
  slug: 'owl-calls',
  language: 'en',
  title: 'Owl calls at dusk',
  summary: 'How to tell owls by their calls.',
  category: 'identification',
  tags: [],
  species: [],
  cover: null,
  authorName: 'WildLens',
  publishedAt: null,
  readingMinutes: 1,
  updatedAt: '2026-01-10T00:00:00.000Z',
  status: 'draft',
  publishAt: null,
  shipped: true,
  editedByAdmin: false,
};

describe('AdminArticlesPage', () => {
  it('lists every article with its status, sending the bearer token', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'GET /api/admin/articles': () => jsonResponse({ articles: [item], total: 1, page: 1, pageSize: 50 }),
    });
    await renderPage(<AdminArticlesPage />, { path: '/admin/articles' });
    expect(await screen.findByRole('link', { name: 'Owl calls at dusk' })).toHaveAttribute(
      'href',
      '/admin/articles/7',
    );
    expect(screen.getByRole('cell', { name: 'Draft' })).toBeInTheDocument();
    expect(screen.getByText('Shipped with WildLens')).toBeInTheDocument();
    expect(screen.getByRole('table').parentElement).toHaveClass('relative', 'overflow-x-auto');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
  });
});

describe('AdminArticleEditorPage', () => {
  it('makes the address from the title, previews the Markdown and saves', async () => {
    localStorage.setItem(ADMIN_SESSION_KEY, 'tok-1');
    const fetchMock = stubFetch({
      'POST /api/admin/articles/preview': () =>
        jsonResponse({ words: 2, readingMinutes: 1, path: '/articles/barn-owls', slugTaken: false }),
      'POST /api/admin/articles': () => jsonResponse({ ...item, id: 9, slug: 'barn-owls' }, 201),
    });
    await renderPage(<AdminArticleEditorPage />, { path: '/admin/articles/:id', url: '/admin/articles/new' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Barn owls');
    expect(screen.getByLabelText('Address')).toHaveValue('barn-owls');
    await user.type(screen.getByLabelText('Summary'), 'Where barn owls hunt at night.');
    await user.type(screen.getByLabelText('Markdown'), '## Hunting');
    expect(await screen.findByRole('heading', { name: 'Hunting' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/admin/articles')).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/admin/articles')[0]).toMatchObject({
      slug: 'barn-owls',
      title: 'Barn owls',
      body: '## Hunting',
      status: 'draft',
      tags: [],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/articles/9'));
  });
});
