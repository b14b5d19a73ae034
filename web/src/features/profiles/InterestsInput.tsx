// Interests as chips: type and press Enter or a comma to add, Backspace in the empty box or a chip's button
// to remove; at most 20, each at most 40 characters, no duplicates.
import { X } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export const MAX_INTERESTS = 20;
export const MAX_INTEREST_LENGTH = 40;

/** Adds the comma-separated entries of `text` to `list`, skipping blanks, duplicates and anything past the cap. */
export function addInterests(list: readonly string[], text: string): string[] {
  const next = [...list];
  for (const raw of text.split(',')) {
    const interest = raw.trim().slice(0, MAX_INTEREST_LENGTH);
    if (!interest) continue;
    if (next.length >= MAX_INTERESTS) break;
    if (next.some((existing) => existing.toLowerCase() === interest.toLowerCase())) continue;
    next.push(interest);
  }
  return next;
}

export function InterestsInput({
  id,
  value,
  onChange,
  disabled,
  describedBy,
  invalid,
}: {
  id: string;
  value: string[];
  onChange: (next: string[]) => void;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const full = value.length >= MAX_INTERESTS;

  const commit = () => {
    if (!text.trim()) return;
    onChange(addInterests(value, text));
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!pasted.includes(',')) return;
    event.preventDefault();
    onChange(addInterests(value, `${text},${pasted}`));
    setText('');
  };

  return (
    <div
      className={cn(
        'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border border-stone-300 bg-white px-2 py-1.5 focus-within:outline-2 focus-within:outline-brand-600',
        invalid && 'border-red-600',
      )}
    >
      <ul className="contents" aria-label={t('profile.edit.interestsChosen')}>
        {value.map((interest) => (
          <li
            key={interest}
            className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 ps-2.5 pe-1 text-sm text-brand-900"
          >
            {interest}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(value.filter((item) => item !== interest))}
              aria-label={t('profile.edit.removeInterest', { interest })}
              className="rounded-full p-0.5 hover:bg-brand-100"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          </li>
        ))}
      </ul>
      <input
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={commit}
        disabled={disabled || full}
        maxLength={MAX_INTEREST_LENGTH}
        placeholder={full ? t('profile.edit.interestsFull') : t('profile.edit.interestsPlaceholder')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="min-w-32 flex-1 bg-transparent px-1 py-1 text-base outline-none md:text-sm"
      />
    </div>
  );
}
