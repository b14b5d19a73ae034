// The curated form's check runs the server's own schema: the spec's messages, field by field.
import { CURATED_MESSAGES } from '@common/schemas/curated';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import {
  type CuratedFormValues,
  curatedInputOf,
  EMPTY_CURATED,
  hasErrors,
  serverCuratedErrors,
  validateCurated,
} from './curated-form-values';

const VALID: CuratedFormValues = {
  ...EMPTY_CURATED,
  speciesName: 'Atlantic puffin',
  category: 'birds',
  instagramSourceUrl: 'https://www.instagram.com/p/Cz3PuFfIn/',
  instagramSourceUsername: '@puffin.watch',
  originalPhotographerCredit: 'Ana Ribeiro',
};

describe('validateCurated', () => {
  it('passes a complete curated sighting with its photo', () => {
    expect(validateCurated(VALID, 12)).toEqual({});
  });

  it('says the spec’s messages under their fields', () => {
    const errors = validateCurated(
      {
        ...VALID,
        instagramSourceUrl: 'instagram.com/p/1',
        instagramSourceUsername: '',
        originalPhotographerCredit: ' ',
      },
      12,
    );
    expect(errors.instagramSourceUrl).toEqual([CURATED_MESSAGES.instagramUrl]);
    expect(errors.instagramSourceUsername).toEqual([CURATED_MESSAGES.instagramUsername]);
    expect(errors.originalPhotographerCredit).toEqual([CURATED_MESSAGES.photoCredit]);
    expect(CURATED_MESSAGES).toMatchObject({
      instagramUrl: 'Must be a valid Instagram URL',
      instagramUsername: 'Instagram username required for curated content',
      photoCredit: 'Photo credit is required for curated content',
    });
  });

  it('wants an Instagram address for an Instagram post, and any https one for another source', () => {
    const elsewhere = { ...VALID, instagramSourceUrl: 'https://x.com/puffins/status/1' };
    expect(validateCurated(elsewhere, 12).instagramSourceUrl).toEqual([CURATED_MESSAGES.instagramUrl]);
    expect(validateCurated({ ...elsewhere, originalSource: 'twitter' }, 12)).toEqual({});
    expect(
      validateCurated({ ...elsewhere, originalSource: 'twitter', instagramSourceUrl: 'http://x.com/1' }, 12),
    ).toHaveProperty('instagramSourceUrl');
  });

  it('asks for the photo first', () => {
    expect(validateCurated(VALID, null).mediaAssetId).toEqual([CURATED_MESSAGES.photoRequired]);
  });

  it('sends empty optional texts as absent, and the source defaulting to Instagram', () => {
    const input = curatedInputOf({ ...VALID, description: '  ', location: 'Skomer' }, 5);
    expect(input).toMatchObject({ mediaAssetId: 5, location: 'Skomer', originalSource: 'instagram' });
    expect(input.description).toBeUndefined();
  });
});

describe('serverCuratedErrors', () => {
  it('puts the server’s field errors under their fields', () => {
    const error = new ApiError(400, '{}', CURATED_MESSAGES.photoCredit, [
      { path: 'originalPhotographerCredit', message: CURATED_MESSAGES.photoCredit },
    ]);
    const errors = serverCuratedErrors(error.fieldErrors);
    expect(errors).toEqual({ originalPhotographerCredit: [CURATED_MESSAGES.photoCredit] });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
  });
});
