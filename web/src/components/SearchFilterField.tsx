// The text search of a filtered list (locations, migrations, rare tracker): typed freely, the list follows the
// debounced text, and the address takes the words when the member submits, leaves the field or clears it.
import { Input } from './ui/Input';
import { Label } from './ui/Label';

export function SearchFilterField({
  id,
  label,
  placeholder,
  text,
  onTextChange,
  onCommit,
}: {
  id: string;
  label: string;
  placeholder?: string;
  text: string;
  onTextChange: (text: string) => void;
  /** Puts the words in the address (undefined removes them). */
  onCommit: (words: string | undefined) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(e) => {
          onTextChange(e.target.value);
          if (!e.target.value) onCommit(undefined);
        }}
        onBlur={() => onCommit(text.trim() || undefined)}
      />
    </div>
  );
}
