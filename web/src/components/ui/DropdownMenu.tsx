// The design system's dropdown menu. Until a menu first opens, only its trigger renders: a plain button that
// behaves like Radix's (opens on pointer down, Enter, Space or ArrowDown). Radix DropdownMenu with the site's
// styles (dropdown-menu-parts.tsx) loads on that first interaction, or on hover and focus just before, so the
// header's menus cost nothing on the first page load.
import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  type ComponentType,
  createContext,
  type ReactNode,
  type RefObject,
  useCallback,
  useContext,
  useMemo,
  useRef,
} from 'react';
import type * as Parts from './dropdown-menu-parts';
import { loadOnFirstUse, useLazyOpenState } from './load-on-first-use';

const menuParts = loadOnFirstUse(() => import('./dropdown-menu-parts'));

interface LightMenu {
  openFromTrigger(by: 'pointer' | 'keyboard'): void;
}

/** Set while a menu renders its light trigger; null inside a loaded Radix menu. */
const LightMenuContext = createContext<LightMenu | null>(null);
/** True when the menu that just loaded was opened from the keyboard (its first item then takes focus). */
const OpenedByKeyboardContext = createContext<RefObject<boolean> | null>(null);

function prefetchMenu(): void {
  // A failed prefetch is retried when the menu is actually opened.
  menuParts.load().catch(() => {});
}

export function DropdownMenu({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
  ...rootProps
}: ComponentProps<typeof Parts.DropdownMenu>) {
  const { open, setOpen, parts } = useLazyOpenState(menuParts, { open: openProp, defaultOpen, onOpenChange });
  const openedByKeyboard = useRef(false);
  const light = useMemo<LightMenu>(
    () => ({
      openFromTrigger(by) {
        openedByKeyboard.current = by === 'keyboard';
        setOpen(true);
      },
    }),
    [setOpen],
  );

  if (parts) {
    return (
      <parts.DropdownMenu open={open} onOpenChange={setOpen} {...rootProps}>
        <LightMenuContext.Provider value={null}>
          <OpenedByKeyboardContext.Provider value={openedByKeyboard}>
            {children}
          </OpenedByKeyboardContext.Provider>
        </LightMenuContext.Provider>
      </parts.DropdownMenu>
    );
  }
  return (
    <LightMenuContext.Provider value={light}>
      <OpenedByKeyboardContext.Provider value={null}>{children}</OpenedByKeyboardContext.Provider>
    </LightMenuContext.Provider>
  );
}

export function DropdownMenuTrigger(props: ComponentProps<typeof Parts.DropdownMenuTrigger>) {
  const light = useContext(LightMenuContext);
  const parts = menuParts.current();
  if (!light && parts) return <parts.DropdownMenuTrigger {...props} />;

  const { asChild, disabled, onPointerDown, onPointerEnter, onFocus, onKeyDown, ...buttonProps } = props;
  const Element = asChild ? Slot.Root : 'button';
  return (
    <Element
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      {...buttonProps}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetchMenu();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetchMenu();
      }}
      // The same gestures as Radix's trigger, so the first opening feels like every later one.
      onPointerDown={(event) => {
        onPointerDown?.(event);
        if (disabled || event.defaultPrevented || event.button !== 0 || event.ctrlKey) return;
        // Keeps the focus off the trigger, so the menu can take it when it opens.
        event.preventDefault();
        light?.openFromTrigger('pointer');
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (disabled || event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          light?.openFromTrigger('keyboard');
        }
      }}
    />
  );
}

export function DropdownMenuContent({ ref, ...props }: ComponentProps<typeof Parts.DropdownMenuContent>) {
  const openedByKeyboard = useContext(OpenedByKeyboardContext);
  const parts = menuParts.current();
  const attach = useCallback(
    (content: HTMLDivElement | null) => {
      if (typeof ref === 'function') ref(content);
      else if (ref) ref.current = content;
      if (!content || !openedByKeyboard?.current) return;
      openedByKeyboard.current = false;
      // Radix moves to the first item when a menu opens from the keyboard, but it learns about the keyboard
      // from a listener that did not exist yet when this menu's first Enter was pressed. Radix focuses the
      // content itself right after this ref is set; the first item takes the focus just after.
      setTimeout(() =>
        content.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus(),
      );
    },
    [ref, openedByKeyboard],
  );
  if (!parts || !openedByKeyboard) return null;
  return <parts.DropdownMenuContent ref={attach} {...props} />;
}

/** A part that only ever renders inside an open menu's content, where the Radix module has loaded. */
function loadedPart<
  Name extends
    | 'DropdownMenuGroup'
    | 'DropdownMenuRadioGroup'
    | 'DropdownMenuItem'
    | 'DropdownMenuRadioItem'
    | 'DropdownMenuLabel'
    | 'DropdownMenuSeparator',
>(name: Name): (props: ComponentProps<(typeof Parts)[Name]>) => ReactNode {
  return function LoadedPart(props) {
    const Part = menuParts.current()?.[name] as
      | ComponentType<ComponentProps<(typeof Parts)[Name]>>
      | undefined;
    return Part ? <Part {...props} /> : null;
  };
}

export const DropdownMenuGroup = loadedPart('DropdownMenuGroup');
export const DropdownMenuRadioGroup = loadedPart('DropdownMenuRadioGroup');
export const DropdownMenuItem = loadedPart('DropdownMenuItem');
export const DropdownMenuRadioItem = loadedPart('DropdownMenuRadioItem');
export const DropdownMenuLabel = loadedPart('DropdownMenuLabel');
export const DropdownMenuSeparator = loadedPart('DropdownMenuSeparator');
