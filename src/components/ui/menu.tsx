import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface MenuContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  menuId: string;
  triggerId: string;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  contentRef: React.RefObject<HTMLDivElement | null>;
  /** Which item to focus when the menu opens. */
  focusOnOpen: React.RefObject<'first' | 'last'>;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu() {
  const value = useContext(MenuContext);
  if (!value) throw new Error('Menu parts must be used inside <Menu>');
  return value;
}

const items = (content: HTMLElement | null) =>
  Array.from(
    content?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [],
  );

/**
 * An accessible dropdown menu (WAI-ARIA menu button): arrow keys, Home/End, Escape and Tab,
 * closes on an outside click or on choosing an entry, and returns focus to its button.
 * Controlled with `open`/`onOpenChange`, or uncontrolled.
 */
export function Menu({
  children,
  open: openProp,
  onOpenChange,
  defaultOpen = false,
}: {
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  defaultOpen?: boolean;
}) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = useCallback(
    (next: boolean) => {
      if (openProp === undefined) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [openProp, onOpenChange],
  );
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpen]);

  return (
    <MenuContext.Provider
      value={{
        open,
        setOpen,
        menuId: `${id}-menu`,
        triggerId: `${id}-trigger`,
        triggerRef,
        contentRef,
        focusOnOpen,
      }}
    >
      <div ref={rootRef} className="relative">
        {children}
      </div>
    </MenuContext.Provider>
  );
}

/** The button that opens the menu; pass styling and an accessible name. */
export function MenuTrigger({
  className = '',
  onKeyDown,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen, menuId, triggerId, triggerRef, focusOnOpen } = useMenu();
  const openWith = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };
  return (
    <button
      ref={triggerRef}
      id={triggerId}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      aria-controls={open ? menuId : undefined}
      className={`focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        focusOnOpen.current = 'first';
        setOpen(!open);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          openWith('first');
        } else if (event.key === 'ArrowUp') {
          event.preventDefault();
          openWith('last');
        }
      }}
      {...props}
    />
  );
}

const PLACEMENT = {
  'bottom-start': 'top-full left-0 mt-2',
  'bottom-end': 'top-full right-0 mt-2',
  'top-start': 'bottom-full left-0 mb-2',
  'top-end': 'bottom-full right-0 mb-2',
  'right-end': 'bottom-0 left-full ml-2',
} as const;

/** The list of entries, shown while the menu is open; `header` is non-interactive content above them. */
export function MenuContent({
  children,
  header,
  placement = 'bottom-end',
  className = '',
}: {
  children: ReactNode;
  header?: ReactNode;
  placement?: keyof typeof PLACEMENT;
  className?: string;
}) {
  const { open, setOpen, menuId, triggerId, triggerRef, contentRef, focusOnOpen } = useMenu();

  useEffect(() => {
    if (!open) return;
    const list = items(contentRef.current);
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
  }, [open, contentRef, focusOnOpen]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items(contentRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        triggerRef.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  return (
    <div
      className={`absolute z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg ${PLACEMENT[placement]} ${className}`}
    >
      {header}
      <div
        ref={contentRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="focus:outline-none"
      >
        {children}
      </div>
    </div>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-ink hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/** A menu entry that runs an action; the menu closes and focus returns to its button. */
export function MenuItem({
  onSelect,
  children,
  className = '',
  danger = false,
}: {
  onSelect: () => void;
  children: ReactNode;
  className?: string;
  danger?: boolean;
}) {
  const { setOpen, triggerRef } = useMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${ITEM} ${danger ? 'text-danger hover:bg-red-50 focus:bg-red-50' : ''} ${className}`}
      onClick={() => {
        setOpen(false);
        triggerRef.current?.focus();
        onSelect();
      }}
    >
      {children}
    </button>
  );
}

/** A menu entry that navigates inside the app; the menu closes on choosing it. */
export function MenuLinkItem({ children, className = '', ...props }: LinkProps) {
  const { setOpen } = useMenu();
  return (
    <Link
      role="menuitem"
      tabIndex={-1}
      className={`${ITEM} ${className}`}
      {...props}
      onClick={(event) => {
        props.onClick?.(event);
        setOpen(false);
      }}
    >
      {children}
    </Link>
  );
}

/** A thin rule between groups of entries. */
export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-stone-200" />;
}
