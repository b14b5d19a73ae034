// The alert popups (spec sections 2, 4 and 9): at most 3, 120 px apart at the end edge; the relevance badge only
// above 80; the age refreshed every 60 s; dismiss hides at once and tells the parent 300 ms later; View Sighting
// opens the sighting and dismisses; the focus stays where it was.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../lib/i18n';
import { AlertPopupStack } from './AlertPopups';
import type { LiveAlert } from './alert';
import { makeAlert } from './test-fixtures';

const live = (overrides: Partial<LiveAlert> = {}): LiveAlert => ({
  ...makeAlert(overrides),
  read: false,
  ...overrides,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function renderStack(alerts: LiveAlert[], onDismiss = vi.fn(), onView = vi.fn()) {
  await i18nReady;
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  const result = render(
    <MemoryRouter initialEntries={['/explore']}>
      <button type="button">Page button</button>
      <AlertPopupStack alerts={alerts} onDismiss={onDismiss} onView={onView} />
      <Where />
    </MemoryRouter>,
  );
  return { ...result, onDismiss, onView };
}

const popups = () => screen.queryAllByTestId('alert-popup');

beforeEach(() =>
  vi.useFakeTimers({
    now: new Date('2025-06-01T10:00:00.000Z'),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  }),
);
afterEach(() => vi.useRealTimers());

describe('alert popups', () => {
  it('shows at most 3, 120 px apart, as alerts in a labelled region', async () => {
    await renderStack([1, 2, 3, 4].map((id) => live({ id })));
    expect(popups()).toHaveLength(3);
    expect(popups().map((p) => p.style.top)).toEqual(['80px', '200px', '320px']);
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'Rare species alerts' })).toBeInTheDocument();
    // The logical end edge: right in English, left in Arabic.
    expect(popups()[0]).toHaveClass('end-4');
  });

  it('shows species, place, photographer, image, rarity and age', async () => {
    await renderStack([live({ imageUrl: 'media/leopard.jpg' })]);
    const popup = within(popups()[0] as HTMLElement);
    expect(popup.getByText('Snow Leopard')).toBeInTheDocument();
    expect(popup.getByText(/Spotted in .*Hemis National Park.* by .*arctic_fox_tales/)).toBeInTheDocument();
    expect(popups()[0]?.querySelector('img')).toHaveAttribute('src', '/media/leopard.jpg');
    expect(popup.getByText(/Very rare/)).toBeInTheDocument();
    expect(popup.getByTestId('alert-age')).toHaveTextContent('Just now');
  });

  it('shows no image when the alert has none', async () => {
    await renderStack([live({ imageUrl: null })]);
    expect(popups()[0]?.querySelector('img')).toBeNull();
  });

  it('shows the relevance badge with its percentage only above 80', async () => {
    await renderStack([live({ id: 1, relevanceScore: 80 }), live({ id: 2, relevanceScore: 93 })]);
    const [first, second] = popups();
    expect(within(first as HTMLElement).queryByTestId('relevance-badge')).toBeNull();
    expect(within(second as HTMLElement).getByTestId('relevance-badge')).toHaveTextContent('93% match');
  });

  it('refreshes the age every 60 s', async () => {
    await renderStack([live({ timestamp: new Date(Date.now() - 30_000).toISOString() })]);
    const age = () => screen.getByTestId('alert-age').textContent;
    expect(age()).toBe('Just now');
    act(() => vi.advanceTimersByTime(59_999));
    expect(age()).toBe('Just now');
    act(() => vi.advanceTimersByTime(1));
    expect(age()).toBe('1m ago');
    act(() => vi.advanceTimersByTime(59 * 60_000));
    expect(age()).toBe('1h ago');
  });

  it('hides at once on dismiss and tells the parent 300 ms later', async () => {
    const { onDismiss } = await renderStack([live({ id: 5 }), live({ id: 6 })]);
    fireEvent.click(within(popups()[0] as HTMLElement).getByRole('button', { name: 'Dismiss' }));
    expect(popups()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(299));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith(5);
  });

  it('View Sighting opens the sighting and dismisses the popup', async () => {
    const { onDismiss, onView } = await renderStack([live({ id: 8, sightingId: 314 })]);
    fireEvent.click(screen.getByRole('button', { name: 'View Sighting' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/sighting/314');
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 8 }));
    expect(popups()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledWith(8);
  });

  it('does not take the focus, and its buttons are reachable by keyboard', async () => {
    const { rerender } = await renderStack([]);
    const pageButton = screen.getByRole('button', { name: 'Page button' });
    pageButton.focus();
    rerender(
      <MemoryRouter initialEntries={['/explore']}>
        <button type="button">Page button</button>
        <AlertPopupStack alerts={[live()]} onDismiss={vi.fn()} />
      </MemoryRouter>,
    );
    expect(popups()).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page button' }));
    for (const button of within(popups()[0] as HTMLElement).getAllByRole('button')) {
      expect(button.tabIndex).toBe(0);
      expect(button).toHaveAccessibleName();
    }
  });

  it('is translated, in Arabic too', async () => {
    await i18nReady;
    await i18n.changeLanguage('ar');
    render(
      <MemoryRouter>
        <AlertPopupStack alerts={[live()]} onDismiss={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'عرض المشاهدة' })).toBeInTheDocument();
    expect(screen.getByTestId('alert-age')).toHaveTextContent('الآن');
    await i18n.changeLanguage('en');
  });
});
