// The security headers every answer of WildLens carries (docs/SECURITY.md): a Content-Security-Policy whose
// scripts come only from our origin, no framing, nosniff, a referrer policy, and HSTS exactly when served
// behind https. Used by the browser tests on documents, API answers, media and scripts alike.

/** Problems with a response's security headers (empty when it has all of them). */
export function headerProblems(headers: Record<string, string>, where: string, https = false): string[] {
  const problems: string[] = [];
  const csp = headers['content-security-policy'] ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values] as const),
  );
  const scripts = directives.get('script-src') ?? directives.get('default-src');
  if (!scripts) problems.push(`${where}: no script-src in CSP "${csp}"`);
  else if (
    scripts.some((v) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'].includes(v))
  )
    problems.push(`${where}: script-src allows inline or foreign script: ${scripts.join(' ')}`);
  const ancestors = directives.get('frame-ancestors')?.join(' ');
  if (ancestors !== "'none'" && ancestors !== "'self'")
    problems.push(`${where}: frame-ancestors is ${ancestors}`);
  if (directives.get('object-src')?.join(' ') !== "'none'")
    problems.push(`${where}: object-src is not 'none'`);
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${where}: no nosniff`);
  const referrer = headers['referrer-policy'] ?? '';
  if (!['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    problems.push(`${where}: referrer-policy "${referrer}"`);
  const hsts = headers['strict-transport-security'];
  if (https && !/max-age=(\d+)/.test(hsts ?? '')) problems.push(`${where}: no HSTS behind https`);
  if (https && Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1]) < 15_552_000)
    problems.push(`${where}: HSTS max-age under 180 days: ${hsts}`);
  if (!https && hsts) problems.push(`${where}: HSTS sent over plain http: ${hsts}`);
  return problems;
}
