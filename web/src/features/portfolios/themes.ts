// The portfolio themes as fixed Tailwind palettes. Members choose a theme by name; nothing they type ever
// becomes CSS, so a portfolio cannot restyle or break the page.
import { PORTFOLIO_LAYOUTS, PORTFOLIO_THEMES } from '@common/schemas/portfolios';

export type PortfolioTheme = (typeof PORTFOLIO_THEMES)[number];
export type PortfolioLayout = (typeof PORTFOLIO_LAYOUTS)[number];

export interface ThemePalette {
  page: string;
  header: string;
  headerMuted: string;
  card: string;
  muted: string;
  link: string;
  chip: string;
}

export const THEME_PALETTES: Record<PortfolioTheme, ThemePalette> = {
  nature: {
    page: 'bg-emerald-50 text-stone-900',
    header: 'bg-emerald-900 text-white',
    headerMuted: 'text-emerald-100',
    card: 'bg-white border border-emerald-100',
    muted: 'text-stone-600',
    link: 'text-emerald-800 hover:text-emerald-950',
    chip: 'bg-white/15 text-white hover:bg-white/25',
  },
  minimal: {
    page: 'bg-white text-stone-900',
    header: 'bg-white text-stone-900 border-b border-stone-200',
    headerMuted: 'text-stone-600',
    card: 'bg-white border border-stone-200',
    muted: 'text-stone-600',
    link: 'text-stone-900 underline-offset-4 hover:underline',
    chip: 'bg-stone-100 text-stone-900 hover:bg-stone-200',
  },
  dark: {
    page: 'bg-stone-950 text-stone-100',
    header: 'bg-black text-white',
    headerMuted: 'text-stone-300',
    card: 'bg-stone-900 border border-stone-800',
    muted: 'text-stone-400',
    link: 'text-amber-300 hover:text-amber-200',
    chip: 'bg-white/10 text-white hover:bg-white/20',
  },
  earth: {
    page: 'bg-amber-50 text-stone-900',
    header: 'bg-amber-900 text-amber-50',
    headerMuted: 'text-amber-100',
    card: 'bg-white border border-amber-200',
    muted: 'text-stone-600',
    link: 'text-amber-900 hover:text-amber-950',
    chip: 'bg-white/15 text-amber-50 hover:bg-white/25',
  },
};

export function themeOf(theme: string): PortfolioTheme {
  return (PORTFOLIO_THEMES as readonly string[]).includes(theme) ? (theme as PortfolioTheme) : 'nature';
}

export function layoutOf(layout: string): PortfolioLayout {
  return (PORTFOLIO_LAYOUTS as readonly string[]).includes(layout) ? (layout as PortfolioLayout) : 'grid';
}

/** Only http(s) addresses become links; anything else (javascript:, data:) is dropped. */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
