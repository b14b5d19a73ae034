// The header's menus and the drawer load Radix on first use: before that only their triggers exist, and the
// first opening must behave like every later one (keyboard, focus, closing back to the trigger).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MobileDrawer } from './MobileDrawer';
import { NavGroupMenu } from './NavGroupMenu';
import { NAV_GROUPS } from './nav-links';
import { makeUser, mockFetch, renderWithProviders } from './test-providers';
import { UserMenu } from './UserMenu';

afterEach(() => vi.unstubAllGlobals());

// Radix chunks load on first use; a test run transforms them on that first import, which can be slow.
const LOADED = { timeout: 5000 };
const discover = NAV_GROUPS[0];

describe('header menus', () => {
  it('renders only a labelled trigger until the menu is first opened', async () => {
    mockFetch({});
    if (!discover) throw new Error('no navigation group');
    await renderWithProviders(<NavGroupMenu group={discover} />);
    const trigger = screen.getByRole('button', { name: 'Discover' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens from the keyboard with the first item focused, and Escape returns to the trigger', async () => {
    mockFetch({});
    if (!discover) throw new Error('no navigation group');
    const user = userEvent.setup();
    await renderWithProviders(<NavGroupMenu group={discover} />);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, LOADED);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wildlife Map',
      'Species ID',
      'Migration',
      'Recent Sightings',
      'Explore',
      'Rare Tracker',
      'Field Mode',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Species ID' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Discover' })).toHaveFocus();
  });

  it('opens the account menu with a click and logs out from it', async () => {
    const logout = vi.fn(() => ({ body: { ok: true } }));
    mockFetch({ 'POST /api/auth/logout': logout });
    const user = userEvent.setup();
    const member = makeUser();
    await renderWithProviders(<UserMenu user={member} />, { user: member });

    await user.click(screen.getByRole('button', { name: 'Account menu for fieldwatcher' }));
    const menu = await screen.findByRole('menu', {}, LOADED);
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(1));
  });

  it('opens the mobile drawer with every section, and closes it back to the menu button', async () => {
    mockFetch({});
    const user = userEvent.setup();
    await renderWithProviders(<MobileDrawer />, { user: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, LOADED);
    expect(await within(drawer).findByRole('link', { name: 'Explore' }, LOADED)).toHaveAttribute(
      'href',
      '/explore',
    );
    expect(within(drawer).getByRole('link', { name: 'Join Community' })).toHaveAttribute('href', '/register');
    expect(within(drawer).getByText('Plans')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
