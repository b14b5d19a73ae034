// /photo-analyzer: a chosen photo is sent as the `photo` part, and the answer is shown measure by measure with
// its verdict in words, the advice sentences with the measured numbers, the histogram and the subject's box;
// refusals are explained in the member's language.
import type { PhotoAnalysis } from '@common/schemas/photo-analysis';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderScreen, stubApi } from '../../features/sightings/test-support';
import PhotoAnalyzerPage from './PhotoAnalyzerPage';

const ANALYSIS: PhotoAnalysis = {
  width: 1920,
  height: 1080,
  detector: 'found',
  subject: {
    source: 'detector',
    label: 'bird',
    score: 0.91,
    box: { x: 0.2, y: 0.2, width: 0.25, height: 0.3 },
  },
  exposure: {
    mean: 52.4,
    clippedShadows: 18.5,
    clippedHighlights: 0.1,
    histogram: Array.from({ length: 64 }, (_, i) => (i < 8 ? 0.1 : 0.2 / 56)),
    verdict: 'under',
  },
  sharpness: { subject: 820.5, frame: 310.2, ratio: 2.65, verdict: 'sharp' },
  placement: {
    centre: { x: 0.325, y: 0.35 },
    nearest: { x: 0.3333, y: 0.3333 },
    distance: 0.04,
    area: 0.075,
    verdict: 'thirds',
  },
  noise: { sigma: 3.2, verdict: 'visible' },
  colour: { warmth: 14.2, tint: 1.1, neutralShare: 12.5, verdict: 'warm' },
  camera: {
    make: 'Canon',
    model: 'EOS 1300D',
    lens: null,
    focalLength: 300,
    focalLength35: 480,
    aperture: 5.6,
    exposureTime: 0.002,
    iso: 1600,
    takenAt: '2024-05-01T06:30:00',
  },
  advice: [
    { measure: 'exposure', key: 'underexposed', values: { mean: 52.4, shadows: 18.5, stops: 1.2 } },
    { measure: 'sharpness', key: 'sharpIsolated', values: { subject: 820.5, ratio: 2.65 } },
    { measure: 'placement', key: 'onThirds', values: { distance: 4 } },
    { measure: 'noise', key: 'noiseVisibleIso', values: { sigma: 3.2, iso: 1600 } },
    { measure: 'colour', key: 'colourWarm', values: { warmth: 14.2, tint: 1.1, neutral: 12.5 } },
    { measure: 'camera', key: 'settingsWorked', values: { shutter: 500, iso: 1600 } },
  ],
};

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Photo to analyse'), { target: { files: [file] } });
}

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'kingfisher.jpg', { type: 'image/jpeg' });

describe('PhotoAnalyzerPage', () => {
  it('sends the photo and shows every measure with its verdict, numbers and advice', async () => {
    const api = stubApi({ 'POST /api/photo-analysis': () => json(ANALYSIS) });
    await renderScreen(<PhotoAnalyzerPage />, { path: '/photo-analyzer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Photo Analyzer' })).toBeInTheDocument();
    choose(photo());
    expect(await screen.findByRole('heading', { name: 'Analysis of kingfisher.jpg' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/photo-analysis')).toHaveLength(1);

    const exposure = screen.getByRole('region', { name: 'Exposure' });
    expect(within(exposure).getByText('Underexposed')).toBeInTheDocument();
    expect(
      within(exposure).getByText(/mean brightness 52\.4 of 255, 18\.5% of the pixels pure black/),
    ).toBeInTheDocument();
    expect(within(exposure).getByText(/About 1\.2 stops more exposure/)).toBeInTheDocument();
    expect(
      within(exposure).getByRole('img', {
        name: 'Brightness histogram: mean 52.4 of 255, 18.5% pure black, 0.1% pure white',
      }),
    ).toBeInTheDocument();

    const sharpness = screen.getByRole('region', { name: 'Sharpness' });
    expect(within(sharpness).getByText('Sharp')).toBeInTheDocument();
    expect(within(sharpness).getByText(/2\.65 times sharper than the frame/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Composition' })).getByText('On a thirds point'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Noise' })).getByText(/at ISO 1,600/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Colour balance' })).getByText('Warm cast'),
    ).toBeInTheDocument();
    const camera = screen.getByRole('region', { name: 'Camera settings' });
    expect(within(camera).getByText('Canon EOS 1300D')).toBeInTheDocument();
    expect(within(camera).getByText('300 mm (480 mm in 35 mm terms)')).toBeInTheDocument();
    expect(within(camera).getByText('1/500 s')).toBeInTheDocument();

    // The detected animal's box over the photo, in fractions of the frame.
    const box = screen.getByTestId('subject-box');
    expect(box.getAttribute('x')).toBe('20');
    expect(box.getAttribute('width')).toBe('25');
    expect(screen.getByText(/Subject found by the animal detector: bird \(91% sure\)/)).toBeInTheDocument();
  });

  it('explains a refused file and lets the member choose another', async () => {
    stubApi({ 'POST /api/photo-analysis': () => json({ message: 'Choose a photo' }, 400) });
    await renderScreen(<PhotoAnalyzerPage />, { path: '/photo-analyzer' });
    choose(photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file could not be read as a photo. Use a JPEG, PNG, WebP, AVIF or HEIC photo.',
    );
    expect(screen.getByLabelText('Photo to analyse')).toBeInTheDocument();
  });

  it('refuses a photo over 40 MB without sending it', async () => {
    const api = stubApi({ 'POST /api/photo-analysis': () => json(ANALYSIS) });
    await renderScreen(<PhotoAnalyzerPage />, { path: '/photo-analyzer' });
    const big = photo();
    Object.defineProperty(big, 'size', { value: 41 * 1024 * 1024 });
    choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is larger than 40 MB.');
    expect(api.callsTo('POST /api/photo-analysis')).toHaveLength(0);
  });

  it('says when too many photos were analysed', async () => {
    stubApi({ 'POST /api/photo-analysis': () => json({ message: 'Too many' }, 429) });
    await renderScreen(<PhotoAnalyzerPage />, { path: '/photo-analyzer' });
    choose(photo());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many photos analysed in a short time.');
  });
});
