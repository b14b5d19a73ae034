// The compact language picker: the current flag (and native name), a menu of all 24 languages.
import { LANGUAGES, languageOf } from '@common/constants/languages';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../components/ui/DropdownMenu';
import { cn } from '../../lib/cn';
import { useCurrentLanguage } from './current-language';
import { LanguageFlag } from './LanguageFlag';
import { useChangeLanguage } from './use-change-language';

interface LanguagePickerProps {
  className?: string;
  /** Show the native name next to the flag (the header hides it on narrow desktops). */
  nameClassName?: string;
  align?: 'start' | 'end';
}

export function LanguagePicker({ className, nameClassName, align = 'end' }: LanguagePickerProps) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = languageOf(useCurrentLanguage());

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('language.current', { name: current.nativeName })}
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-stone-700 hover:bg-stone-100',
          className,
        )}
      >
        <LanguageFlag code={current.code} />
        <span lang={current.code} className={nameClassName}>
          {current.nativeName}
        </span>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} className="max-h-96 w-56">
        <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current.code} onValueChange={(code) => void changeLanguage(code)}>
          {LANGUAGES.map((language) => (
            <DropdownMenuRadioItem key={language.code} value={language.code}>
              <LanguageFlag code={language.code} />
              <span lang={language.code} dir={language.rtl ? 'rtl' : 'ltr'}>
                {language.nativeName}
              </span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
