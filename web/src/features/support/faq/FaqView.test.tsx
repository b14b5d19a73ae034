// The FAQ page: the search filters the questions as you type and announces how many were found, each question
// opens as an accordion, and a link to a question (/faq#cancel) opens it.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FaqPage from '../../../pages/help/FaqPage';
import { renderScreen } from '../../sightings/test-support';
import { FAQ_GROUPS } from './faq-content';

const questionCount = FAQ_GROUPS.reduce((n, g) => n + g.questions.length, 0);

describe('FaqPage', () => {
  it('lists at least 25 questions in topics, each closed until opened', async () => {
    await renderScreen(<FaqPage />, { path: '/faq' });
    expect(questionCount).toBeGreaterThanOrEqual(25);
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments and refunds' })).toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'How do I cancel Premium?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Premium stays until the end of the month/)).not.toBeInTheDocument();
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Premium stays until the end of the month/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false }).length).toBe(questionCount - 1);
  });

  it('filters as you type, in questions and answers, and announces the number found', async () => {
    await renderScreen(<FaqPage />, { path: '/faq' });
    // The result count is a polite live region tied to the search box.
    const status = document.getElementById('faq-result-count') as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    const search = screen.getByRole('searchbox', { name: 'Search the questions' });
    expect(search).toHaveAttribute('aria-describedby', 'faq-result-count');
    fireEvent.change(search, { target: { value: 'refund' } });
    // "Can I get a refund?" and the contest fee answer, which mentions refunds.
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'How much does it cost to enter a contest?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'How do location alerts work?' })).not.toBeInTheDocument();
    const shown = screen.getAllByRole('button', { expanded: false }).length;
    expect(status).toHaveTextContent(`Questions found: ${shown}`);
    // Topics without a match disappear.
    expect(screen.queryByRole('heading', { name: 'Alerts' })).not.toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'zebra unicorn' } });
    expect(status).toHaveTextContent('Questions found: 0');
    expect(screen.getByText('No question matches “zebra unicorn”.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(questionCount);
  });

  it('opens the question a link names, and gives every question its own link', async () => {
    await renderScreen(<FaqPage />, { path: '/faq', url: '/faq#cancel' });
    expect(screen.getByRole('button', { name: 'How do I cancel Premium?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const item = document.getElementById('cancel');
    expect(item).not.toBeNull();
    const link = within(item as HTMLElement).getByRole('link', {
      name: 'Link to this question: How do I cancel Premium?',
    });
    expect(link).toHaveAttribute('href', '#cancel');
    expect(document.getElementById('free-plan')).not.toBeNull();
    expect(within(item as HTMLElement).getByRole('link', { name: 'My Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
  });
});
