// The messages shown under a form field; its id is what the field's aria-describedby points at.
import { cn } from '../../lib/cn';

export function FieldError({
  id,
  messages,
  className,
}: {
  id: string;
  messages: readonly string[] | undefined;
  className?: string;
}) {
  if (!messages || messages.length === 0) return null;
  return (
    <div id={id} className={cn('grid gap-0.5 text-sm text-red-700', className)}>
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
