// Sighting categories (spec sections 3 and 9).
export const CATEGORY_VALUES = ['birds', 'mammals', 'reptiles', 'amphibians', 'marine', 'insects'] as const;
export type CategoryValue = (typeof CATEGORY_VALUES)[number];

/** Emoji and gradient used when a category tile's image fails to load (spec section 2). */
export const CATEGORY_FALLBACK: Record<CategoryValue, { emoji: string; gradient: string }> = {
  birds: { emoji: '🐦', gradient: 'from-sky-400 to-blue-600' },
  mammals: { emoji: '🦊', gradient: 'from-amber-400 to-orange-600' },
  reptiles: { emoji: '🦎', gradient: 'from-lime-400 to-green-700' },
  amphibians: { emoji: '🐸', gradient: 'from-emerald-400 to-teal-700' },
  marine: { emoji: '🐠', gradient: 'from-cyan-400 to-blue-800' },
  insects: { emoji: '🦋', gradient: 'from-fuchsia-400 to-purple-700' },
};
