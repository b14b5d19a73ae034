// The root, trigger and close button shared by Dialog and Sheet. Until a dialog first opens, its trigger is a
// plain button and nothing else renders; Radix Dialog (dialog-parts.tsx) loads on that first click, or on
// hover and focus just before, so dialogs and the mobile drawer cost nothing on the first page load.
import { Slot } from 'radix-ui';
import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type * as Parts from './dialog-parts';
import { loadOnFirstUse, useLazyOpenState } from './load-on-first-use';

const dialogParts = loadOnFirstUse(() => import('./dialog-parts'));

/** The light dialog's setter while only its trigger renders; null inside a loaded Radix dialog. */
const LightDialogContext = createContext<((open: boolean) => void) | null>(null);
/** True inside a loaded Radix dialog, where the content parts may render. */
const LoadedDialogContext = createContext(false);

function prefetchDialog(): void {
  // A failed prefetch is retried when the dialog is actually opened.
  dialogParts.load().catch(() => {});
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...rootProps
}: ComponentProps<typeof Parts.DialogRoot>) {
  const { open, setOpen, parts } = useLazyOpenState(dialogParts, {
    open: openProp,
    defaultOpen,
    onOpenChange,
  });

  if (parts) {
    return (
      <parts.DialogRoot open={open} onOpenChange={setOpen} {...rootProps}>
        <LightDialogContext.Provider value={null}>
          <LoadedDialogContext.Provider value>{children}</LoadedDialogContext.Provider>
        </LightDialogContext.Provider>
      </parts.DialogRoot>
    );
  }
  return (
    <LightDialogContext.Provider value={setOpen}>
      <LoadedDialogContext.Provider value={false}>{children}</LoadedDialogContext.Provider>
    </LightDialogContext.Provider>
  );
}

type ButtonPartProps = ComponentProps<typeof Parts.DialogTrigger>;

/** The plain button standing in for Radix's trigger or close button until the dialog has loaded. */
function LightButton({
  opens,
  asChild,
  onClick,
  onPointerEnter,
  onFocus,
  ...buttonProps
}: ButtonPartProps & { opens: boolean }) {
  const setOpen = useContext(LightDialogContext);
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type={asChild ? undefined : 'button'}
      {...(opens
        ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': false, 'data-state': 'closed' }
        : {})}
      {...buttonProps}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (opens) prefetchDialog();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (opens) prefetchDialog();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen?.(opens);
      }}
    />
  );
}

export function DialogTrigger(props: ButtonPartProps) {
  const loaded = useContext(LoadedDialogContext);
  const parts = dialogParts.current();
  if (loaded && parts) return <parts.DialogTrigger {...props} />;
  return <LightButton opens {...props} />;
}

export function DialogClose(props: ComponentProps<typeof Parts.DialogClose>) {
  const loaded = useContext(LoadedDialogContext);
  const parts = dialogParts.current();
  if (loaded && parts) return <parts.DialogClose {...props} />;
  return <LightButton opens={false} {...props} />;
}

/** A part that renders only inside a loaded Radix dialog (a closed light dialog shows no content). */
export function loadedDialogPart<
  Name extends 'DialogContent' | 'SheetContent' | 'DialogTitle' | 'DialogDescription',
>(name: Name): (props: ComponentProps<(typeof Parts)[Name]>) => ReactNode {
  return function LoadedDialogPart(props) {
    const loaded = useContext(LoadedDialogContext);
    const Part = dialogParts.current()?.[name] as
      | ComponentType<ComponentProps<(typeof Parts)[Name]>>
      | undefined;
    return loaded && Part ? <Part {...props} /> : null;
  };
}
