// /report-sighting: the same form without media; details, visibility and coordinates reach the server.
import type { SightingDetail } from '@common/schemas/sightings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, describedBy, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import ReportSightingPage from './ReportSightingPage';

vi.mock('../../features/uploads/LocationMap', () => ({ default: () => <div data-testid="location-map" /> }));

afterEach(() => vi.unstubAllGlobals());

const renderReport = () => renderPage(<ReportSightingPage />, { path: '/report-sighting', me: MEMBER });

describe('ReportSightingPage', () => {
  it('publishes a sighting without media, with the optional details and visibility', async () => {
    const fetchMock = stubFetch({
      'POST /api/sightings': () =>
        jsonResponse({ id: 12, speciesName: 'Grass snake', isPublic: false } as SightingDetail, 201),
    });
    const user = userEvent.setup();
    await renderReport();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Report a Sighting');
    expect(screen.queryByLabelText('Photo or video of the sighting')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Sighting' })).toBeEnabled();
    // The map loads lazily and the coordinates can be typed without it.
    expect(await screen.findByTestId('location-map')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Species/), 'Grass snake');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'reptiles');
    await user.type(screen.getByLabelText('Description'), 'Swimming across the pond');
    await user.type(screen.getByLabelText('Latitude'), '51.5');
    await user.type(screen.getByLabelText('Longitude'), '-0.12');
    await user.click(screen.getByRole('button', { name: 'More details' }));
    await user.selectOptions(screen.getByLabelText('Weather'), 'sunny');
    await user.type(screen.getByLabelText('Behaviour'), 'swimming');
    await user.type(screen.getByLabelText('Group size'), '2');
    await user.click(screen.getByLabelText('Part of a migration'));
    await user.click(screen.getByLabelText(/Only me/));
    await user.click(screen.getByRole('button', { name: 'Publish Sighting' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sighting/12'));
    expect(callsTo(fetchMock, 'POST /api/sightings')).toEqual([
      {
        speciesName: 'Grass snake',
        category: 'reptiles',
        description: 'Swimming across the pond',
        latitude: '51.5',
        longitude: '-0.12',
        isPublic: false,
        geoprivacy: 'open',
        weatherConditions: 'sunny',
        wildlifeActivity: 'swimming',
        groupSize: 2,
        migrationRelated: true,
        confidence: 'confirmed',
      },
    ]);
    // 'Only me' is not announced as live: it is saved, for its author alone.
    const toast = await screen.findByTestId('toast', {}, { timeout: 5000 });
    expect(toast).toHaveTextContent('Private sighting saved');
    expect(toast).toHaveTextContent('Only you can see it.');
    expect(toast).not.toHaveTextContent('now live');
  });

  it('refuses a future date and out-of-range coordinates, and opens More details for its own errors', async () => {
    const fetchMock = stubFetch({});
    const user = userEvent.setup();
    await renderReport();
    const tomorrow = new Date(Date.now() + 48 * 3600 * 1000);
    const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const date = screen.getByLabelText('Date seen');
    await user.type(screen.getByLabelText(/^Species/), 'Hedgehog');
    await user.selectOptions(screen.getByLabelText(/^Category/), 'mammals');
    await user.clear(date);
    await user.type(date, iso);
    await user.type(screen.getByLabelText('Latitude'), '123');
    await user.type(screen.getByLabelText('Longitude'), '5');
    await user.click(screen.getByRole('button', { name: 'More details' }));
    await user.type(screen.getByLabelText('Adults'), '-1');
    await user.click(screen.getByRole('button', { name: 'More details' }));
    expect(screen.queryByLabelText('Adults')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish Sighting' }));
    expect(describedBy(screen.getByLabelText('Date seen'))).toHaveTextContent(
      'The date seen cannot be in the future',
    );
    expect(describedBy(screen.getByLabelText('Latitude'))).toHaveTextContent(
      'Latitude must be a number between -90 and 90',
    );
    expect(describedBy(screen.getByLabelText('Adults'))).toHaveTextContent('Adult count cannot be negative');
    expect(callsTo(fetchMock, 'POST /api/sightings')).toHaveLength(0);
  });
});
