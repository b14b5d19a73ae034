// Pure helpers of the account screens: redirect targets, schema messages in the locale file, the language code.
import { registerSchema, resetPasswordSchema, signInSchema } from '@common/schemas/auth';
import { describe, expect, it } from 'vitest';
import { currentLanguageCode } from '../language/current-language';
import { isSafeRedirectPath, redirectTargetFrom } from './redirect-target';
import { validationKeyFor } from './validation-messages';

describe('redirectTargetFrom', () => {
  it('prefers returnUrl, then next, then /', () => {
    expect(redirectTargetFrom(new URLSearchParams('returnUrl=%2Fupload&next=%2Fmap'))).toBe('/upload');
    expect(redirectTargetFrom(new URLSearchParams('next=%2Fmap%3Fa%3D1'))).toBe('/map?a=1');
    expect(redirectTargetFrom(new URLSearchParams(''))).toBe('/');
  });

  it('does not send a member back to a sign-in or sign-up screen', () => {
    expect(redirectTargetFrom(new URLSearchParams('returnUrl=%2Flogin%3Fnext%3D%2Fx'))).toBe('/');
    expect(redirectTargetFrom(new URLSearchParams('returnUrl=%2Fregister&next=%2Fmap'))).toBe('/map');
    expect(redirectTargetFrom(new URLSearchParams('returnUrl=%2Flogin-help'))).toBe('/login-help');
  });

  it.each([
    'https://evil.example.com',
    '//evil.example.com',
    '/\\evil.example.com',
    'javascript:alert(1)',
    '/\t/evil.example.com',
    'upload',
  ])('refuses %j', (value) => {
    expect(isSafeRedirectPath(value)).toBe(false);
    expect(redirectTargetFrom(new URLSearchParams({ returnUrl: value }))).toBe('/');
  });
});

describe('schema messages', () => {
  it('all have a key in the validation section of the locale file', () => {
    const messages = [
      signInSchema.safeParse({ username: 'a', password: 'b' }),
      registerSchema.safeParse({ username: 'a!', email: '', password: 'x'.repeat(129) }),
      registerSchema.safeParse({ username: 'a'.repeat(21), email: 'nope', password: 'lowercase' }),
      registerSchema.safeParse({
        username: 'ok_name',
        email: 'a@b.co',
        password: 'Abcdefg1',
        bio: 'b'.repeat(501),
        referredBy: 'x',
      }),
      resetPasswordSchema.safeParse({ token: 'short', password: 'Abcdefg1' }),
    ].flatMap((result) => (result.success ? [] : result.error.issues.map((issue) => issue.message)));
    expect(messages.length).toBeGreaterThan(8);
    for (const message of messages) expect(validationKeyFor(message), message).toBeDefined();
  });
});

describe('currentLanguageCode', () => {
  it('follows the chosen language even when its translations are not loaded', () => {
    expect(currentLanguageCode({ language: 'ar', resolvedLanguage: 'en' })).toBe('ar');
    expect(currentLanguageCode({ language: 'en-US', resolvedLanguage: 'en' })).toBe('en');
    expect(currentLanguageCode({ language: 'xx', resolvedLanguage: 'ja' })).toBe('ja');
    expect(currentLanguageCode({ language: 'xx', resolvedLanguage: undefined })).toBe('en');
  });
});
