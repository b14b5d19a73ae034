// /comments-demo: the rules of discussion, then the real thread of the sighting the server picks; a visitor reads
// it with the invitation to log in; without any discussion yet the page says so.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, makeComment, makeDetail, renderScreen, stubApi } from '../../features/sightings/test-support';
import CommentsDemoPage from './CommentsDemoPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommentsDemoPage', () => {
  it('shows the rules and the discussed sighting with its comments', async () => {
    stubApi({
      '/api/comments/showcase': () => json({ sightingId: 42 }),
      '/api/sightings/42': () => json(makeDetail({ id: 42, speciesName: 'Grey Heron' })),
      '/api/sightings/42/comments': () =>
        json([
          makeComment({
            content: 'Look at the black crest!',
            replies: [makeComment({ id: 2, content: 'A breeding adult.', parentCommentId: 1 })],
          }),
        ]),
    });
    await renderScreen(<CommentsDemoPage />, { path: '/comments-demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comments' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'How discussion works' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Grey Heron' })).toHaveAttribute('href', '/sighting/42');
    expect(await screen.findByText('Look at the black crest!')).toBeTruthy();
    expect(screen.getByText('A breeding adult.')).toBeTruthy();
    expect(screen.getByText(/Please log in to join the conversation/)).toBeTruthy();
  });

  it('says when no sighting has a discussion yet', async () => {
    stubApi({
      '/api/comments/showcase': () => json({ message: 'No public sighting has comments yet.' }, 404),
    });
    await renderScreen(<CommentsDemoPage />, { path: '/comments-demo' });
    expect(await screen.findByText(/No public sighting has comments yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explore sightings' })).toHaveAttribute('href', '/explore');
  });
});
