// What the upload form offers on each plan: free members JPEG/PNG/WebP/AVIF/HEIC photos up to 40 MB; Premium
// Explorer members also camera RAW files and photos up to 100 MB (checked before sending, in the server's words).
import { MEDIA_LIMITS, UPLOAD_MESSAGES } from '@common/schemas/media';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../app/layout/test-providers';
import i18n from '../../lib/i18n';
import { upgradeLinkOf, uploadErrorText } from './UploadErrorNotice';
import { UploadMediaPanel } from './UploadMediaPanel';
import { checkBeforeUpload, UploadError } from './upload-media';

function renderPanel(tier: string) {
  return renderWithProviders(
    <UploadMediaPanel
      file={null}
      state={{ status: 'idle' }}
      posterUrl={null}
      photoOnly={false}
      onChoose={() => {}}
      onRemove={() => {}}
      onRetry={() => {}}
    />,
    { user: makeUser({ subscriptionTier: tier }) },
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]');

describe('the files the upload form takes', () => {
  it('offers a free member photos and videos, and no RAW files', async () => {
    await renderPanel('free');
    expect(screen.getByText(/photos up to 40 MB/)).toBeInTheDocument();
    expect(input()?.accept).toBe('image/*,video/*,.heic,.heif');
  });

  it('offers a premium member camera RAW files and larger photos', async () => {
    await renderPanel('premium');
    expect(
      screen.getByText(/camera RAW files \(DNG, CR2, CR3, NEF, ARW, ORF, RW2, RAF, PEF\) up to 100 MB/),
    ).toBeInTheDocument();
    const accept = input()?.accept.split(',') ?? [];
    expect(accept).toEqual(expect.arrayContaining(['image/*', '.dng', '.nef', '.cr3', '.raf', '.pef']));
  });

  it("checks the plan's photo size before sending", () => {
    const sized = (size: number) => {
      const file = new File(['x'], 'DSC_0001.NEF', { type: '' });
      Object.defineProperty(file, 'size', { value: size });
      return file;
    };
    const between = sized(MEDIA_LIMITS.photoMaxBytes + 1);
    expect(checkBeforeUpload(between)?.serverMessage).toBe(UPLOAD_MESSAGES.photoTooLarge);
    expect(checkBeforeUpload(between, MEDIA_LIMITS.premiumPhotoMaxBytes)).toBeNull();
    expect(
      checkBeforeUpload(sized(MEDIA_LIMITS.premiumPhotoMaxBytes + 1), MEDIA_LIMITS.premiumPhotoMaxBytes)
        ?.serverMessage,
    ).toBe(UPLOAD_MESSAGES.premiumPhotoTooLarge);
  });

  it("says a free member's RAW refusal in their language, with the way to Premium", async () => {
    const refused = new UploadError(403, UPLOAD_MESSAGES.rawPremiumOnly, '/upgrade');
    expect(uploadErrorText(i18n.t, refused)).toBe(UPLOAD_MESSAGES.rawPremiumOnly);
    expect(upgradeLinkOf(refused)).toBe('/upgrade');
    await i18n.changeLanguage('de');
    expect(uploadErrorText(i18n.t, refused)).toMatch(/^RAW-Uploads sind ein Vorteil von Premium-Entdecker/);
    await i18n.changeLanguage('en');
  });
});
