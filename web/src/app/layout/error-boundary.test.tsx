// The error boundary: the recovery screen, Try Again, and reporting to the error tracker.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as tracker from '../../lib/error-tracker';
import { ErrorBoundary } from '../ErrorBoundary';
import { mockFetch, renderWithProviders } from './test-providers';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('Boom while rendering');
  return <p>Recovered content</p>;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('ErrorBoundary', () => {
  it('shows the recovery screen, reports the error, and renders again after Try Again', async () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const report = vi.spyOn(tracker, 'reportRenderError').mockImplementation(() => {});
    shouldThrow = true;
    await renderWithProviders(
      <ErrorBoundary resetKey="/">
        <Flaky />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('We encountered an unexpected error. Our team has been notified.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Boom while rendering' }),
      expect.any(String),
    );

    shouldThrow = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });

  it('clears the error when the reset key (the route) changes', async () => {
    mockFetch({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(tracker, 'reportRenderError').mockImplementation(() => {});
    shouldThrow = true;
    const { rerender } = await renderWithProviders(
      <ErrorBoundary resetKey="/explore">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKey="/map">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Recovered content')).toBeInTheDocument();
  });
});
