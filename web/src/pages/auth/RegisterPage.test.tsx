// The registration screen: field messages (client and server), strength meter, toggle, plan, welcome dialog.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RegisterPage from './RegisterPage';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from './test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const renderRegister = (url = '/register') => renderPage(<RegisterPage />, { path: '/register', url });

const field = (label: string) => screen.getByLabelText(label);

/** Pasting keeps these tests fast; the strength meter test types key by key where that matters. */
async function fill(values: { username?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Username', values.username],
    ['Email', values.email],
    ['Password', values.password],
  ] as const) {
    if (!value) continue;
    await user.click(field(label));
    await user.paste(value);
  }
  return user;
}

const submit = () => userEvent.setup().click(screen.getByRole('button', { name: 'Create Free Account' }));

function registeredReply() {
  return jsonResponse({ message: 'Your account has been created successfully.', user: MEMBER }, 201);
}

describe('RegisterPage validation', () => {
  it('shows the required messages under each field and sends nothing', async () => {
    const fetchMock = stubFetch({});
    await renderRegister();
    await submit();

    expect(describedBy(field('Username'))).toHaveTextContent('Username must be at least 3 characters');
    expect(describedBy(field('Email'))).toHaveTextContent('Email is required');
    expect(describedBy(field('Password'))).toHaveTextContent('Password must be at least 8 characters');
    expect(field('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the character, length, e-mail and password-rule messages', async () => {
    stubFetch({});
    await renderRegister();
    await fill({ username: 'bad name!', email: 'not-an-email', password: 'alllowercase' });
    await submit();

    expect(describedBy(field('Username'))).toHaveTextContent(
      'Username can only contain letters, numbers, underscores, and hyphens',
    );
    expect(describedBy(field('Email'))).toHaveTextContent('Invalid email format');
    expect(describedBy(field('Password'))).toHaveTextContent(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );

    const user = userEvent.setup();
    await user.clear(field('Username'));
    await user.paste('a_very_long_username_indeed');
    expect(describedBy(field('Username'))).toHaveTextContent('Username must be less than 20 characters');
  });

  it("shows the server's field messages under their fields and the failure toast", async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        jsonResponse(
          {
            message: 'Invalid email format',
            errors: [{ path: 'email', message: 'Invalid email format' }],
          },
          400,
        ),
    });
    await renderRegister();
    await fill({ username: 'river_otter', email: 'otter@example.com', password: 'Sw1mming!' });
    await submit();

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(describedBy(field('Email'))).toHaveTextContent('Invalid email format');
  });

  it('puts a taken username under the username field', async () => {
    stubFetch({
      'POST /api/auth/register': () =>
        jsonResponse(
          {
            message: 'This username is already taken',
            errors: [{ path: 'username', message: 'This username is already taken' }],
          },
          409,
        ),
    });
    await renderRegister();
    await fill({ username: 'heron', email: 'heron@example.com', password: 'Sw1mming!' });
    await submit();

    await waitFor(() =>
      expect(describedBy(field('Username'))).toHaveTextContent('This username is already taken'),
    );
  });
});

describe('RegisterPage password', () => {
  it('shows the strength level as the password grows, hidden while empty', async () => {
    stubFetch({});
    await renderRegister();
    const user = userEvent.setup();
    const password = field('Password');
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();

    const levelAfter = async (text: string) => {
      await user.clear(password);
      await user.type(password, text);
      return within(screen.getByTestId('password-strength')).getByRole('progressbar');
    };
    expect(await levelAfter('!!!')).toHaveAttribute('aria-valuetext', 'Very Weak');
    expect(screen.getByText('Very Weak')).toBeInTheDocument();
    expect(await levelAfter('abc')).toHaveAttribute('aria-valuetext', 'Weak');
    expect(await levelAfter('abC')).toHaveAttribute('aria-valuetext', 'Medium');
    expect(await levelAfter('abC1')).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('One number').closest('li')).toHaveAttribute('data-met', 'true');

    await user.clear(password);
    expect(screen.queryByTestId('password-strength')).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    stubFetch({});
    await renderRegister();
    const password = field('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('RegisterPage form', () => {
  it('lists all 24 languages with flag and native name, defaulting to the interface language', async () => {
    stubFetch({});
    await renderRegister();
    const select = field('Preferred Language') as HTMLSelectElement;
    expect(select.options).toHaveLength(24);
    expect(select.value).toBe('en');
    expect(screen.getByRole('option', { name: '日本語' })).toBeInTheDocument();
    // The flag is an SVG beside the list (emoji flags read as letters on Windows), following the choice.
    const flag = () => document.querySelector('svg[data-flag]');
    await waitFor(() => expect(flag()).toHaveAttribute('data-flag', 'en'));
    await userEvent.setup().selectOptions(select, 'ja');
    expect(flag()).toHaveAttribute('data-flag', 'ja');
  });

  it('sends the chosen plan and language, and highlights the plan', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/register': () => new Promise<Response>(() => {}),
    });
    await renderRegister('/register?tier=photographer');
    expect(screen.getByTestId('compare-premium')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('compare-free')).toHaveAttribute('data-selected', 'false');

    const user = await fill({ username: 'river_otter', email: 'otter@example.com', password: 'Sw1mming!' });
    await user.selectOptions(field('Preferred Language'), 'fr');
    await submit();

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toEqual([
      {
        username: 'river_otter',
        email: 'otter@example.com',
        password: 'Sw1mming!',
        preferredLanguage: 'fr',
        subscriptionTier: 'photographer',
      },
    ]);
  });

  it('links to sign-in', async () => {
    stubFetch({});
    await renderRegister();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('RegisterPage welcome dialog', () => {
  async function registerSuccessfully() {
    stubFetch({ 'POST /api/auth/register': registeredReply, 'GET /api/auth/me': () => jsonResponse(MEMBER) });
    await renderRegister();
    await fill({ username: 'river_otter', email: 'otter@example.com', password: 'Sw1mming!' });
    await submit();
    return screen.findByRole('dialog');
  }

  it('welcomes the member with a toast and a dialog offering the first steps', async () => {
    const dialog = await registerSuccessfully();
    expect(screen.getByText('Welcome to WildLens!')).toBeInTheDocument();
    expect(within(dialog).getByText('Welcome to WildLens, river_otter!')).toBeInTheDocument();
    expect(within(dialog).getByText(/earn free months by staying active and sharing/)).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('42');

    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'Upload Your First Sighting' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/upload'));
  });

  it('goes to explore from the second button', async () => {
    const dialog = await registerSuccessfully();
    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'Explore Community Sightings' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/explore'));
  });

  it('goes home 100 ms after the dialog is closed any other way', async () => {
    const dialog = await registerSuccessfully();
    vi.useFakeTimers();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
