// A password field with a show/hide toggle; the toggle is a real button so it is reachable by keyboard.
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Input } from './Input';

export function PasswordInput({ className, disabled, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        className={cn('pe-10', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        disabled={disabled}
        aria-label={visible ? t('auth.passwordToggle.hide') : t('auth.passwordToggle.show')}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 end-0 flex w-10 items-center justify-center rounded-e-md text-stone-500 hover:text-stone-800 disabled:opacity-50"
      >
        {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
