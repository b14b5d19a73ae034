// What the entry form lets a member submit: a sighting, a description within its limit, and for free members a
// way to pay their region offers; premium members pay nothing and choose no method.
import { describe, expect, it } from 'vitest';
import { entryFormState } from './entry-form';

const free = { canEnter: true, premium: false, cardSupported: true, paypalSupported: true };

describe('entryFormState', () => {
  it('asks a free member for a sighting, offers card first, then lets them submit', () => {
    expect(entryFormState({ viewer: free, sightingId: null, description: '', method: null })).toMatchObject({
      needsPayment: true,
      methods: ['card', 'paypal'],
      problem: 'pick_sighting',
      canSubmit: false,
    });
    expect(entryFormState({ viewer: free, sightingId: 3, description: '', method: null })).toMatchObject({
      method: 'card',
      problem: null,
    });
    expect(
      entryFormState({ viewer: free, sightingId: 3, description: 'Dawn', method: 'paypal' }),
    ).toMatchObject({
      method: 'paypal',
      problem: null,
      canSubmit: true,
    });
  });

  it("chooses the region's only method by itself (PayPal where cards are not taken)", () => {
    const filipino = { ...free, cardSupported: false };
    expect(entryFormState({ viewer: filipino, sightingId: 3, description: '', method: null })).toMatchObject({
      methods: ['paypal'],
      method: 'paypal',
      canSubmit: true,
    });
    // A method the region does not take is never sent.
    expect(entryFormState({ viewer: filipino, sightingId: 3, description: '', method: 'card' }).method).toBe(
      'paypal',
    );
  });

  it('lets a premium member enter free without a payment method', () => {
    const premium = { ...free, premium: true };
    expect(entryFormState({ viewer: premium, sightingId: 3, description: '', method: null })).toMatchObject({
      needsPayment: false,
      methods: [],
      method: null,
      canSubmit: true,
    });
  });

  it('refuses a description over 500 characters, a contest the member cannot enter, and a second click', () => {
    expect(
      entryFormState({ viewer: free, sightingId: 3, description: 'x'.repeat(501), method: 'card' }).problem,
    ).toBe('description_too_long');
    // Spaces around the text do not count, as the server trims them.
    expect(
      entryFormState({ viewer: free, sightingId: 3, description: ` ${'x'.repeat(500)} `, method: 'card' })
        .problem,
    ).toBeNull();
    expect(
      entryFormState({
        viewer: { ...free, canEnter: false },
        sightingId: 3,
        description: '',
        method: 'card',
      }),
    ).toMatchObject({ problem: 'cannot_enter', canSubmit: false });
    expect(
      entryFormState({ viewer: free, sightingId: 3, description: '', method: 'card', submitting: true })
        .canSubmit,
    ).toBe(false);
  });
});
