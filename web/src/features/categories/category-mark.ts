// A category's emoji and gradient (spec section 2: the category tile's fallback), also what stands for a
// sighting reported without a photo or video, instead of an empty 'No image' frame.
import { CATEGORY_FALLBACK, type CategoryValue } from '@common/constants/categories';

const GENERIC_MARK = { emoji: '🐾', gradient: 'from-stone-400 to-stone-700' };

export function categoryMark(category: string | null | undefined): { emoji: string; gradient: string } {
  return (category && CATEGORY_FALLBACK[category as CategoryValue]) || GENERIC_MARK;
}
