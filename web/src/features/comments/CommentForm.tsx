// The box for a comment or a reply: the post button stays disabled until the text has something besides
// spaces (spec section 5); it empties itself after a successful post.
import { COMMENT_MAX } from '@common/constants/api';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cn } from '../../lib/cn';

interface CommentFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  className?: string;
}

export function CommentForm({
  label,
  placeholder,
  submitLabel,
  onSubmit,
  onCancel,
  autoFocus = false,
  className,
}: CommentFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const blank = text.trim().length === 0;

  return (
    <form
      className={cn('grid gap-2', className)}
      onSubmit={async (event) => {
        event.preventDefault();
        if (blank || pending) return;
        setPending(true);
        try {
          await onSubmit(text);
          setText('');
        } catch {
          // The mutation's own toast has told the member; the text stays for another try.
        } finally {
          setPending(false);
        }
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        maxLength={COMMENT_MAX}
        rows={2}
        // biome-ignore lint/a11y/noAutofocus: the reply box opens on request, so focus goes where the member asked.
        autoFocus={autoFocus}
        disabled={pending}
        className="w-full resize-y rounded-md border border-stone-300 bg-white px-3 py-2 text-base placeholder:text-stone-400 disabled:opacity-50 md:text-sm"
      />
      <div className="flex justify-end gap-2">
        {onCancel && (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={pending}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={blank || pending}>
          {pending ? t('comments.posting') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
