// The field people never see (visually hidden, hidden from assistive technology, out of the tab order, no
// autofill): bots that fill every input fill it too, and the server then drops their submission quietly.
import { useTranslation } from 'react-i18next';

export function Honeypot({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{t('support.honeypot')}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
