// The comments panel (spec sections 5 and 8): the box only for members (visitors read the invitation), post
// buttons disabled until the text has more than spaces, replies only on top-level comments with one reply box
// at a time, the delete menu only for the comment's author, likes, the failure toast, and plain-text content.
import type { Comment } from '@common/schemas/comments';
import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, makeComment, makeMember, renderScreen, stubApi } from '../sightings/test-support';
import { CommentsPanel } from './CommentsPanel';
import { formatRelativeTime } from './relative-time';

afterEach(() => vi.unstubAllGlobals());

const ME = makeMember({ id: 9, username: 'owlfan' });
const LOGIN_TEXT = 'Please log in to join the conversation and comment on this sighting.';

function thread(): Comment[] {
  return [
    makeComment({
      id: 1,
      userId: 9,
      content: 'Mine, on top',
      replies: [
        makeComment({
          id: 3,
          parentCommentId: 1,
          userId: 11,
          content: 'A reply',
          user: { username: 'heron', profileImageUrl: null },
        }),
      ],
    }),
    makeComment({
      id: 2,
      userId: 11,
      content: 'Someone else',
      user: { username: 'heron', profileImageUrl: null },
    }),
  ];
}

type Routes = Parameters<typeof stubApi>[0];

async function renderPanel(
  me: ReturnType<typeof makeMember> | null,
  comments: Comment[] = thread(),
  routes: Routes = {},
) {
  const api = stubApi({ '/api/sightings/42/comments': () => json(comments), ...routes });
  await renderScreen(<CommentsPanel sightingId={42} />, { me });
  // The list (or its empty text) is on screen before each test acts.
  await screen.findByText(comments[0]?.content ?? 'No comments yet. Be the first to share your thoughts.', {
    normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
  });
  return api;
}

function commentNamed(text: string): HTMLElement {
  const article = screen.getByText(text).closest('article');
  if (!article) throw new Error(`no comment with ${text}`);
  return article;
}

describe('CommentsPanel for visitors', () => {
  it('shows the invitation instead of the box, and likes are disabled', async () => {
    await renderPanel(null);
    expect(screen.getByText(LOGIN_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    for (const like of screen.getAllByRole('button', { name: /^Like comment/ })) expect(like).toBeDisabled();
  });
});

describe('CommentsPanel for members', () => {
  it('keeps Post disabled until the text has more than spaces, then posts it trimmed', async () => {
    const user = userEvent.setup();
    const stored: Comment[] = [];
    const api = stubApi({
      '/api/sightings/42/comments': () => json(stored),
      'POST /api/comments': ({ body }) => {
        const comment = makeComment({ id: 10, content: (body as { content: string }).content });
        stored.push(comment);
        return json(comment, 201);
      },
    });
    await renderScreen(<CommentsPanel sightingId={42} />, { me: ME });
    await screen.findByText('No comments yet. Be the first to share your thoughts.');

    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Your comment' });
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, '  Lovely light ');
    expect(post).toBeEnabled();
    await user.click(post);

    await waitFor(() => expect(api.callsTo('POST /api/comments')).toHaveLength(1));
    expect(api.callsTo('POST /api/comments')[0]?.body).toEqual({ sightingId: 42, content: 'Lovely light' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('Lovely light')).toBeInTheDocument();
    expect(screen.queryByText(LOGIN_TEXT)).not.toBeInTheDocument();
  });

  it('offers Reply only on top-level comments, one box at a time, closed by Cancel or by posting', async () => {
    const user = userEvent.setup();
    const api = await renderPanel(ME, thread(), {
      'POST /api/comments': () => json(makeComment({ id: 20, parentCommentId: 2, content: 'Thanks!' }), 201),
    });

    // Two top-level comments, one reply: two Reply buttons, none inside the reply.
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    expect(within(commentNamed('A reply')).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();

    await user.click(within(commentNamed('Mine, on top')).getByRole('button', { name: 'Reply' }));
    expect(screen.getByRole('textbox', { name: 'Your reply to owlfan' })).toBeInTheDocument();
    await user.click(within(commentNamed('Someone else')).getByRole('button', { name: 'Reply' }));
    expect(screen.queryByRole('textbox', { name: 'Your reply to owlfan' })).not.toBeInTheDocument();
    const replyBox = screen.getByRole('textbox', { name: 'Your reply to heron' });

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(replyBox).not.toBeInTheDocument();

    await user.click(within(commentNamed('Someone else')).getByRole('button', { name: 'Reply' }));
    const postReply = screen.getByRole('button', { name: 'Post Reply' });
    expect(postReply).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your reply to heron' }), 'Thanks!');
    await user.click(postReply);
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your reply to heron' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('POST /api/comments')[0]?.body).toEqual({
      sightingId: 42,
      content: 'Thanks!',
      parentCommentId: 2,
    });
  });

  it("shows the delete menu only on the member's own comments", async () => {
    const user = userEvent.setup();
    const deleted = vi.fn(() => json({ ok: true }));
    await renderPanel(ME, thread(), { 'DELETE /api/comments/1': deleted });

    expect(screen.getAllByRole('button', { name: 'Comment actions' })).toHaveLength(1);
    expect(
      within(commentNamed('Someone else')).queryByRole('button', { name: 'Comment actions' }),
    ).toBeNull();
    expect(within(commentNamed('A reply')).queryByRole('button', { name: 'Comment actions' })).toBeNull();

    await user.click(within(commentNamed('Mine, on top')).getByRole('button', { name: 'Comment actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete comment' }));
    await waitFor(() => expect(deleted).toHaveBeenCalledTimes(1));
  });

  it('likes a comment at once and sends the action', async () => {
    const user = userEvent.setup();
    const reply = deferred<Response>();
    const api = await renderPanel(ME, thread(), { 'POST /api/comments/2/like': () => reply.promise });

    const like = within(commentNamed('Someone else')).getByRole('button', { name: 'Like comment (0)' });
    await user.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like).toHaveAccessibleName('Like comment (1)');
    await act(async () => reply.resolve(json({ liked: true, likes: 1 })));
    expect(api.callsTo('POST /api/comments/2/like')[0]?.body).toEqual({ action: 'like' });
  });

  it.each([
    [{ message: 'Comment must be at most 2000 characters' }, 'Comment must be at most 2000 characters'],
    ['not json', 'Something went wrong. Please try again.'],
  ])("shows 'Failed to post comment' with the server message or the default", async (body, shown) => {
    const user = userEvent.setup();
    await renderPanel(ME, [], {
      'POST /api/comments': () =>
        typeof body === 'string' ? new Response(body, { status: 500 }) : json(body, 400),
    });
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText('Failed to post comment')).toBeInTheDocument();
    expect(screen.getByText(shown)).toBeInTheDocument();
    // The text stays for another try.
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Hello');
  });

  it('shows the text as typed, with its line breaks, never as markup', async () => {
    const content = '<b>bold?</b>\n<img src=x onerror=alert(1)>second line';
    await renderPanel(ME, [makeComment({ content })]);
    const paragraph = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === content);
    expect(paragraph.querySelector('b, img')).toBeNull();
    expect(paragraph).toHaveClass('whitespace-pre-line');
  });
});

describe('relative times', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('read naturally in the interface language', () => {
    expect(formatRelativeTime('2026-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2026-03-10T11:59:40Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2026-03-08T12:00:00Z', 'fr', now)).toBe('avant-hier');
    expect(formatRelativeTime('2026-02-24T12:00:00Z', 'de', now)).toBe('vor 2 Wochen');
    expect(formatRelativeTime('not a date', 'en', now)).toBe('');
  });
});
