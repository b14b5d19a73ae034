// The options of a length check that comes before a pattern or a rule (design section 8: limits come first).
// zod 4 runs every later check of a string even after one failed, so without `abort` a 100,000-character value
// refused by its .max() would still be scanned by the regular expression or refinement after it.

/** `.max(n, lengthLimit(message))`: when the text is too long, the checks after this one do not run. */
export const lengthLimit = (message: string) => ({ message, abort: true }) as const;
