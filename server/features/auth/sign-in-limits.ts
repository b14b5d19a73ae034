// Sign-in limits, shared by the member and the administrator door: only failures count, so a busy shared network
// is never locked out by its successful sign-ins, and wrong passwords sent by a stranger cannot lock a member
// (the administrator included) out of their own account.
//
// - Per address (LOGIN_RATE_PER_IP): failed sign-ins from one address, whatever the account. Past it, that
//   address is refused everything until the window ends.
// - Per account and address (LOGIN_RATE_PER_ACCOUNT): an address that failed that often on one account is
//   refused on it, even with the right password, until the window ends.
// - Per account (LOGIN_RATE_PER_ACCOUNT, from anywhere): past it the account is under attack, and an address
//   that has already failed on it TRIES_PER_ADDRESS_WHILE_LOCKED times is refused too, while any other address
//   still has its password checked. A guesser gets a couple of tries per address on top of the account's
//   allowance; the owner, at home or on their phone, still signs in.
//
// Every attempt is counted before the password is checked, so attempts sent at once cannot pass the limit
// together while their hashes are being verified; a sign-in that succeeds takes its own attempt back.
import { type CountingRateLimiter, tooManyAttempts } from '../../http/rate-limits';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** While an account is over its limit, the failures one address may make on it before it is refused too. */
export const TRIES_PER_ADDRESS_WHILE_LOCKED = 2;

export interface SignInLimiters {
  loginPerAccount: CountingRateLimiter;
  loginPerIp: CountingRateLimiter;
}

export interface SignInAttempt {
  /** The request's address. */
  address: string;
  /** AuthService.signInLimitKey: the account, whether it was named by username or e-mail. */
  account: string;
}

/**
 * Runs `check` (which throws when the credentials are wrong) within the limits, and answers what it answered.
 * Refused attempts throw the 429 with Retry-After; failed ones stay counted.
 */
export async function withinSignInLimits<T>(
  limits: SignInLimiters,
  attempt: SignInAttempt,
  check: () => Promise<T>,
): Promise<T> {
  const fromAddress = await limits.loginPerIp.count(attempt.address);
  if (fromAddress.over) throw tooManyAttempts(TOO_MANY_SIGN_INS, fromAddress.retryAfterSeconds);
  // Its own prefix keeps it apart from account keys; an address never holds '|', so no two pairs share a key.
  const accountFromHere = `pair:${attempt.account}|${attempt.address}`;
  const onAccount = await limits.loginPerAccount.count(attempt.account);
  const fromHere = await limits.loginPerAccount.count(accountFromHere);
  if (fromHere.over) throw tooManyAttempts(TOO_MANY_SIGN_INS, fromHere.retryAfterSeconds);
  // fromHere counts this attempt too: the failures before it are one fewer.
  if (onAccount.over && fromHere.count - 1 >= TRIES_PER_ADDRESS_WHILE_LOCKED) {
    throw tooManyAttempts(TOO_MANY_SIGN_INS, onAccount.retryAfterSeconds);
  }
  const result = await check();
  // The owner got in: their account's failures are forgiven; the address keeps its failures on other accounts.
  await Promise.all([
    limits.loginPerIp.refund(attempt.address),
    limits.loginPerAccount.reset(attempt.account),
    limits.loginPerAccount.reset(accountFromHere),
  ]);
  return result;
}
