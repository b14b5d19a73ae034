// The species field of every species form: free text, with catalogue species (named in the member's language,
// with their scientific name) and names members wrote offered below it as the member types (WAI-ARIA combobox with a listbox popup and
// list autocompletion). Plain React rather than Radix: the field is on the upload page's first load.
import type { SpeciesSuggestion } from '@common/schemas/species';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/Input';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { matchedPart } from './matched-part';
import { useSpeciesSuggestions } from './use-species-suggestions';

export interface SpeciesNameInputProps
  extends Omit<
    ComponentProps<'input'>,
    'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'onBlur' | 'type' | 'role' | 'ref'
  > {
  value: string;
  /** Every change of the name; `picked` is the suggestion chosen from the list, when that is the change. */
  onChange: (name: string, picked?: SpeciesSuggestion) => void;
}

export function SpeciesNameInput({
  value,
  onChange,
  id: idProp,
  disabled,
  ...inputProps
}: SpeciesNameInputProps) {
  const { t } = useTranslation();
  const fallbackId = useId();
  const id = idProp ?? fallbackId;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-suggestion-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // Open while the member is typing; a pick, Escape, Tab or leaving the field closes it. A name already in the
  // field (the member's own, or a pick) therefore never pops a list open by itself.
  const [open, setOpen] = useState(false);
  // The active option is remembered by what it is, not where, so a fresher list that no longer has it simply
  // has none active.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const suggestions = useSpeciesSuggestions(open ? value : '');
  // A field disabled while the form publishes keeps no list open (browsers do not always blur it).
  const expanded = open && !disabled && suggestions.length > 0;
  const activeIndex = expanded ? suggestions.findIndex((s) => suggestionKey(s) === activeKey) : -1;

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const pick = (suggestion: SpeciesSuggestion) => {
    onChange(suggestion.name, suggestion);
    close();
  };

  const move = (step: 1 | -1) => {
    if (!expanded) {
      if (value.trim()) setOpen(true);
      return;
    }
    const count = suggestions.length;
    const next = activeIndex === -1 ? (step === 1 ? 0 : count - 1) : (activeIndex + step + count) % count;
    const chosen = suggestions[next];
    setActiveKey(chosen ? suggestionKey(chosen) : null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Keys that confirm an input method's composition (Japanese, Chinese, Korean) are not meant for the list.
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const active = suggestions[activeIndex];
        if (!expanded || !active) return; // no option chosen: Enter submits the form as usual
        event.preventDefault();
        pick(active);
        break;
      }
      case 'Escape':
      case 'Tab':
        close();
        break;
    }
  };

  // An enclosing dialog (Radix, or a native <dialog>) closes on an Escape it sees first, in the capture phase on
  // the document. While the list is open, Escape is the list's: marking it handled from the window's capture
  // phase, which runs before the document's, keeps the dialog open; the key handler above then closes the list.
  useEffect(() => {
    if (!expanded) return;
    const keepDialogOpen = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === inputRef.current) event.preventDefault();
    };
    window.addEventListener('keydown', keepDialogOpen, { capture: true });
    return () => window.removeEventListener('keydown', keepDialogOpen, { capture: true });
  }, [expanded]);

  useEffect(() => {
    if (activeIndex < 0) return;
    // Not every environment lays out (tests, old browsers): scrolling is a nicety, not a requirement.
    listRef.current?.children[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  return (
    <div className="relative">
      <Input
        {...inputProps}
        ref={inputRef}
        id={id}
        disabled={disabled}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        // The browser's own list of past entries would cover this one.
        autoComplete="off"
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActiveKey(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={t('species.suggestions.label')}
        hidden={!expanded}
        // Pressing an option must not take the focus from the field (its blur would close the list first).
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-stone-200 bg-white py-1 shadow-lg"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <SuggestionOption
              key={suggestionKey(suggestion)}
              id={optionId(index)}
              suggestion={suggestion}
              typed={value}
              active={index === activeIndex}
              onPick={() => pick(suggestion)}
            />
          ))}
      </div>
      <span role="status" className="sr-only">
        {expanded ? t('species.suggestions.available', { count: suggestions.length }) : ''}
      </span>
    </div>
  );
}

/** One species of the list: its catalogue id, else (a community name) its name, scientific name and category. */
function suggestionKey(suggestion: SpeciesSuggestion): string {
  if (suggestion.id !== null) return `#${suggestion.id}`;
  return `${suggestion.name}\u0000${suggestion.scientificName ?? ''}\u0000${suggestion.category ?? ''}`;
}

function SuggestionOption({
  id,
  suggestion,
  typed,
  active,
  onPick,
}: {
  id: string;
  suggestion: SpeciesSuggestion;
  typed: string;
  active: boolean;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    // The focus stays in the field, which handles the keys and points at the active option
    // (aria-activedescendant): options are neither focusable nor listening to keys, as the pattern wants.
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onPick}
      className={cn(
        'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-start text-sm',
        active ? 'bg-brand-50' : 'hover:bg-stone-50',
      )}
    >
      <span className="min-w-0">
        {/* Names are the members' own text, in any script: <bdi> lets each keep its own direction while
            the lines still align with the page's (right in Arabic). */}
        <span className="block truncate text-stone-900">
          <bdi>
            <WithMatchedPart text={suggestion.name} typed={typed} />
          </bdi>
        </span>
        {suggestion.scientificName && (
          <span className="block truncate text-xs text-stone-600 italic">
            <bdi>
              <WithMatchedPart text={suggestion.scientificName} typed={typed} />
            </bdi>
          </span>
        )}
      </span>
      <span className="shrink-0 text-end text-xs text-stone-600">
        {suggestion.category && <span className="block">{t(`categories.names.${suggestion.category}`)}</span>}
        <span className="block">
          {t('species.suggestions.sightings', {
            count: suggestion.sightings,
            formatted: formatNumber(suggestion.sightings, i18n.language),
          })}
        </span>
      </span>
    </div>
  );
}

function WithMatchedPart({ text, typed }: { text: string; typed: string }) {
  const part = matchedPart(text, typed);
  if (!part) return text;
  return (
    <>
      {text.slice(0, part.start)}
      <strong className="font-semibold">{text.slice(part.start, part.end)}</strong>
      {text.slice(part.end)}
    </>
  );
}
