// The reward e-mails in the 24 languages: every kind worded, no place left unfilled, right to left for Arabic.
import { LANGUAGE_CODES } from '@common/constants/languages';
import type { RewardKind } from '@common/schemas/referrals';
import { describe, expect, it } from 'vitest';
import { renderRewardEmail } from './email-job';
import { REWARD_STRINGS } from './email-strings';

const KINDS: RewardKind[] = ['referral', 'activity_month', 'gift_card'];

describe('reward e-mails', () => {
  it('have their words in every language of the site', () => {
    expect(Object.keys(REWARD_STRINGS).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES)
      for (const kind of KINDS) {
        const mail = renderRewardEmail({
          kind,
          language,
          recipientName: 'river_otter',
          referredName: 'heron_fan',
          month: '2026-02',
          count: 7,
          publicUrl: 'https://wildlens.example',
        });
        expect(mail.subject.length, `${language} ${kind}`).toBeGreaterThan(5);
        expect(mail.text, `${language} ${kind}`).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain('https://wildlens.example/subscription');
        if (kind === 'referral') expect(mail.text).toContain('heron_fan');
        if (kind !== 'referral') expect(mail.text).toContain('7');
      }
  });

  it('speaks the member language, names the month in it, and escapes what members wrote', () => {
    const es = renderRewardEmail({
      kind: 'activity_month',
      language: 'es',
      recipientName: 'nutria',
      referredName: null,
      month: '2026-02',
      count: 5,
      publicUrl: 'https://wildlens.example',
    });
    expect(es.subject).toBe('Tu mes activo te ha dado un mes gratis');
    expect(es.text).toContain('Publicaste 5 avistamientos en febrero de 2026.');
    const ar = renderRewardEmail({
      kind: 'referral',
      language: 'ar',
      recipientName: '<b>x</b>',
      referredName: '<script>',
      month: null,
      count: null,
      publicUrl: 'https://wildlens.example',
    });
    expect(ar.html).toContain('dir="rtl"');
    expect(ar.html).not.toContain('<script>');
    expect(ar.html).toContain('&lt;script&gt;');
  });
});
