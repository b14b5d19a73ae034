// The flag of a language as an SVG (country-flag-icons, MIT licence, © catamphetamine): emoji flags show as
// two letters on Windows. Only the 24 flags the languages use are imported (flag-set.ts), in a chunk of their
// own requested at the first render, so the first load carries none (~4.5 KB gzip); until it arrives a box of
// the flag's size holds its place, so nothing moves when it is drawn.
import type { LanguageCode } from '@common/constants/languages';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

type FlagSet = typeof import('./flag-set').FLAGS;
let flagSet: FlagSet | null = null;
let loading: Promise<FlagSet> | null = null;

function loadFlags(): Promise<FlagSet> {
  loading ??= import('./flag-set').then((module) => {
    flagSet = module.FLAGS;
    return module.FLAGS;
  });
  return loading;
}

export function LanguageFlag({ code, className }: { code: LanguageCode; className?: string }) {
  const [flags, setFlags] = useState(flagSet);
  useEffect(() => {
    if (flags) return;
    let live = true;
    void loadFlags().then((loaded) => {
      if (live) setFlags(loaded);
    });
    return () => {
      live = false;
    };
  }, [flags]);
  const box = cn('h-3.5 w-[1.3125rem] shrink-0 rounded-[2px] shadow-[0_0_0_1px_rgb(0_0_0/0.12)]', className);
  const Flag = flags?.[code];
  if (!Flag) return <span aria-hidden className={cn(box, 'inline-block bg-stone-200')} />;
  return <Flag aria-hidden data-flag={code} className={box} />;
}
