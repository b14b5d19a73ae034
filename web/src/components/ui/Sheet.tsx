// A side sheet: Radix Dialog sliding in from the start edge (the right edge in right-to-left languages),
// loaded when the sheet first opens (see lazy-dialog.tsx).
import { loadedDialogPart } from './lazy-dialog';

export {
  Dialog as Sheet,
  DialogClose as SheetClose,
  DialogTrigger as SheetTrigger,
} from './lazy-dialog';

export const SheetContent = loadedDialogPart('SheetContent');
export const SheetTitle = loadedDialogPart('DialogTitle');
export const SheetDescription = loadedDialogPart('DialogDescription');
