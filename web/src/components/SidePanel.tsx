// A titled card of a page's side column (species and location pages).
import type { ReactNode } from 'react';

export function SidePanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4" aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
