// The tally counter of /field/tools for flocks and herds: named counters with huge +1 / −1 buttons for a thumb
// that is also holding binoculars, +10 for a block of birds, and a reset that asks first. Kept by tally.ts.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Input } from '../../components/ui/Input';
import { formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import {
  addCounter,
  changeCount,
  removeCounter,
  renameCounter,
  resetCounter,
  type TallyCounter,
  tallyTotal,
  useTally,
} from './tally';

function CounterCard({ counter }: { counter: TallyCounter }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(counter.name);
  const id = useId();

  function saveName(event: FormEvent) {
    event.preventDefault();
    if (name.trim()) renameCounter(counter.id, name);
    setRenaming(false);
  }

  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4">
      {renaming ? (
        <form onSubmit={saveName} className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-name`} className="text-sm font-medium text-stone-800">
              {t('fieldTools.tally.name')}
            </label>
            <Input
              id={`${id}-name`}
              className="mt-1 h-12"
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <Button type="submit" className="min-h-12">
            {t('common.save')}
          </Button>
          <Button
            type="button"
            variant="outline"
            className="min-h-12"
            onClick={() => {
              setName(counter.name);
              setRenaming(false);
            }}
          >
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="flex items-center justify-between gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold text-stone-900">{counter.name}</h3>
          <Button
            type="button"
            variant="ghost"
            className="min-h-11 shrink-0"
            onClick={() => setRenaming(true)}
          >
            {t('fieldTools.tally.rename')}
            <span className="sr-only">: {counter.name}</span>
          </Button>
        </div>
      )}
      <p className="my-3 text-center text-6xl font-bold tabular-nums text-stone-900" aria-live="polite">
        {formatNumber(counter.count, language)}
      </p>
      <div className="grid grid-cols-[1fr_2fr] gap-3">
        <Button
          type="button"
          variant="outline"
          className="min-h-20 text-3xl font-bold"
          disabled={counter.count === 0}
          onClick={() => changeCount(counter.id, -1)}
        >
          −1<span className="sr-only"> {counter.name}</span>
        </Button>
        <Button
          type="button"
          className="min-h-20 text-3xl font-bold"
          onClick={() => changeCount(counter.id, 1)}
        >
          +1<span className="sr-only"> {counter.name}</span>
        </Button>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          className="min-h-12 flex-1 text-lg"
          onClick={() => changeCount(counter.id, 10)}
        >
          +10<span className="sr-only"> {counter.name}</span>
        </Button>
        <ConfirmButton
          variant="outline"
          question={t('fieldTools.tally.resetQuestion', { name: counter.name })}
          confirmVariant="destructive"
          disabled={counter.count === 0}
          onConfirm={() => resetCounter(counter.id)}
        >
          {t('fieldTools.tally.reset')}
        </ConfirmButton>
        <ConfirmButton
          variant="ghost"
          question={t('fieldTools.tally.removeQuestion', { name: counter.name })}
          confirmVariant="destructive"
          onConfirm={() => removeCounter(counter.id)}
        >
          {t('fieldTools.tally.remove')}
        </ConfirmButton>
      </div>
    </li>
  );
}

export function TallyCounterPanel() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const counters = useTally();
  const [name, setName] = useState('');
  const id = useId();

  function add(event: FormEvent) {
    event.preventDefault();
    addCounter(name.trim() || t('fieldTools.tally.defaultName', { n: counters.length + 1 }));
    setName('');
  }

  return (
    <div className="space-y-4">
      {counters.length > 0 ? (
        <p className="text-lg font-semibold text-stone-900">
          {t('fieldTools.tally.total', { total: formatNumber(tallyTotal(counters), language) })}
        </p>
      ) : (
        <p className="text-stone-700">{t('fieldTools.tally.intro')}</p>
      )}
      <ul className="space-y-4">
        {counters.map((counter) => (
          <CounterCard key={counter.id} counter={counter} />
        ))}
      </ul>
      <form onSubmit={add} className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={`${id}-new`} className="text-sm font-medium text-stone-800">
            {t('fieldTools.tally.newName')}
          </label>
          <Input
            id={`${id}-new`}
            className="mt-1 h-12"
            value={name}
            maxLength={60}
            placeholder={t('fieldTools.tally.newPlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" className="min-h-12">
          {t('fieldTools.tally.add')}
        </Button>
      </form>
    </div>
  );
}
