// /identify: the photo goes to the identifier, the suggestions come back with their confidence, reasons in plain
// words and the animal's box, and the member's answer is sent as confirm (top one) or correct (another one).
import type { IdentificationResult } from '@common/schemas/identification';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, MEMBER, renderPage, stubFetch } from '../auth/test-utils';
import IdentifyPage from './IdentifyPage';

const RESULT: IdentificationResult = {
  id: 77,
  status: 'identified',
  candidates: [
    {
      speciesId: 11,
      slug: 'cygnus-olor',
      name: 'Mute swan',
      scientificName: 'Cygnus olor',
      category: 'birds',
      confidence: 0.82,
      reasons: [
        { kind: 'similar_photos', count: 3 },
        { kind: 'seen_nearby', count: 12, radiusKm: 50, month: 7 },
      ],
    },
    {
      speciesId: 12,
      slug: 'cygnus-cygnus',
      name: 'Whooper swan',
      scientificName: 'Cygnus cygnus',
      category: 'birds',
      confidence: 0.1,
      reasons: [{ kind: 'similar_photos', count: 1 }],
    },
  ],
  box: { x: 100, y: 50, width: 200, height: 100 },
  imageWidth: 400,
  imageHeight: 200,
  nearby: [],
  radiusKm: 50,
  identifier: 'similarity',
  timings: { analysis: 120 },
  createdAt: '2026-07-14T10:00:00.000Z',
  feedback: null,
};

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'swan.jpg', { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IdentifyPage', () => {
  it('asks a visitor to sign in first', async () => {
    stubFetch({});
    await renderPage(<IdentifyPage />, { path: '/identify' });
    expect(screen.getByRole('link', { name: 'Sign in to identify a photo' })).toHaveAttribute(
      'href',
      '/login?returnUrl=%2Fidentify',
    );
    expect(screen.queryByLabelText('Wildlife photo to identify')).toBeNull();
  });

  it('shows the suggestions with their reasons and box, and confirms the top one', async () => {
    const fetchMock = stubFetch({
      'POST /api/identify/upload': () => jsonResponse(RESULT),
      'POST /api/identifications/77/feedback': () =>
        jsonResponse({ ...RESULT, feedback: { kind: 'confirm', speciesId: 11 } }),
    });
    await renderPage(<IdentifyPage />, { path: '/identify', me: MEMBER });
    await userEvent.upload(screen.getByLabelText('Wildlife photo to identify'), photo());

    await screen.findByRole('heading', { name: 'Our suggestions' });
    const items = screen.getAllByTestId('identify-candidate');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Mute swan');
    expect(items[0]).toHaveTextContent('82%');
    expect(items[0]).toHaveTextContent('Looks like 3 confirmed photos');
    expect(items[0]).toHaveTextContent('Seen 12 times within 50 km in July');
    expect(items[1]).toHaveTextContent('Looks like 1 confirmed photo');
    expect(screen.getByRole('link', { name: /Mute swan/ })).toHaveAttribute('href', '/species/cygnus-olor');
    // The box in percentages of the photo: 100/400 from the left, 50/200 from the top.
    const box = screen.getByTestId('animal-box');
    expect(box.style.left).toBe('25%');
    expect(box.style.top).toBe('25%');
    expect(box.style.width).toBe('50%');

    await userEvent.click(screen.getByRole('button', { name: 'This is it' }));
    await screen.findByText('Thank you! Your answer helps the next identification.');
    expect(callsTo(fetchMock, 'POST /api/identifications/77/feedback')).toEqual([
      { kind: 'confirm', speciesId: 11 },
    ]);
  });

  it('says plainly when it cannot tell, offers the species seen nearby and corrects to one of them', async () => {
    const cannotTell: IdentificationResult = {
      ...RESULT,
      status: 'no_animal',
      candidates: [],
      box: null,
      nearby: [
        {
          speciesId: 21,
          slug: 'ardea-cinerea',
          name: 'Grey heron',
          scientificName: 'Ardea cinerea',
          category: 'birds',
          count: 9,
        },
      ],
    };
    const fetchMock = stubFetch({
      'POST /api/identify/upload': () => jsonResponse(cannotTell),
      'POST /api/identifications/77/feedback': () => jsonResponse(cannotTell),
    });
    await renderPage(<IdentifyPage />, { path: '/identify', me: MEMBER });
    await userEvent.upload(screen.getByLabelText('Wildlife photo to identify'), photo());

    await screen.findByRole('heading', { name: "We can't tell" });
    expect(screen.getByText('We could not find an animal in this photo.')).toBeInTheDocument();
    expect(screen.getByTestId('nearby-species')).toHaveTextContent('Grey heron');
    expect(screen.getByTestId('nearby-species')).toHaveTextContent('Sightings: 9');
    expect(screen.getByRole('button', { name: 'Ask the community' })).toBeInTheDocument();
    expect(screen.queryByTestId('animal-box')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "It's this one" }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST /api/identifications/77/feedback')).toEqual([
        { kind: 'correct', speciesId: 21 },
      ]),
    );
  });

  it('shows the server message when the photo cannot be identified', async () => {
    stubFetch({
      'POST /api/identify/upload': () =>
        jsonResponse({ message: 'Identification is busy; please try again in a minute' }, 503),
    });
    await renderPage(<IdentifyPage />, { path: '/identify', me: MEMBER });
    await userEvent.upload(screen.getByLabelText('Wildlife photo to identify'), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Identification is busy; please try again in a minute',
    );
  });
});
