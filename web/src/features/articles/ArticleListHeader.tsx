// The opening of an article list page (/articles, /blog, /education, /conservation): an eyebrow with its icon,
// the title and an introduction. The server paints the same markup before the app runs
// (common/first-paint-articles.ts; web/src/app/first-paint.test.tsx holds the two together).
import type { LucideIcon } from 'lucide-react';

export function ArticleListHeader({
  icon: Icon,
  eyebrow,
  title,
  intro,
}: {
  icon: LucideIcon;
  eyebrow: string;
  title: string;
  intro: string;
}) {
  return (
    <header className="grid gap-2">
      <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
        <Icon className="size-4" aria-hidden />
        {eyebrow}
      </p>
      <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
      <p className="max-w-3xl text-stone-700">{intro}</p>
    </header>
  );
}
