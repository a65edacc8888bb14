import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, type LinkProps } from 'react-router-dom';

interface MenuContextValue {
  setOpen: (open: boolean) => void;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  /** Which entry takes the focus when the menu opens (ArrowUp on the button opens at the last). */
  focusOnOpen: React.RefObject<'first' | 'last'>;
}

const MenuContext = createContext<MenuContextValue | null>(null);

function useMenu() {
  const value = useContext(MenuContext);
  if (!value) throw new Error('Menu parts must be used inside <Menu>');
  return value;
}

/**
 * An accessible dropdown menu (WAI-ARIA menu button) on Radix: arrow keys, Home/End, typeahead,
 * Escape and Tab; it closes on an outside click or on choosing an entry and returns focus to its
 * button. Controlled with `open`/`onOpenChange`, or uncontrolled. Not modal: the page keeps
 * scrolling and stays clickable while it is open, as a small popup should.
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
  const triggerRef = useRef<HTMLButtonElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  return (
    <MenuContext.Provider value={{ setOpen, triggerRef, focusOnOpen }}>
      <MenuPrimitive.Root open={open} onOpenChange={setOpen} modal={false}>
        {children}
      </MenuPrimitive.Root>
    </MenuContext.Provider>
  );
}

/** The button that opens the menu; pass styling and an accessible name. */
export function MenuTrigger({
  className = '',
  onKeyDown,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { setOpen, triggerRef, focusOnOpen } = useMenu();
  return (
    <MenuPrimitive.Trigger
      ref={triggerRef}
      className={`focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        // Radix opens on Enter, Space and ArrowDown; ArrowUp opening at the last entry is the
        // optional key of the WAI-ARIA menu button.
        if (!event.defaultPrevented && event.key === 'ArrowUp') {
          event.preventDefault();
          focusOnOpen.current = 'last';
          setOpen(true);
        }
      }}
      {...props}
    />
  );
}

const PLACEMENT = {
  'bottom-start': { side: 'bottom', align: 'start' },
  'bottom-end': { side: 'bottom', align: 'end' },
  'top-start': { side: 'top', align: 'start' },
  'top-end': { side: 'top', align: 'end' },
  'right-end': { side: 'right', align: 'end' },
} as const;

/**
 * The white panel around the entries. ARIA lets a menu own only its entries, so `header` (the user
 * menu's avatar and address) sits in the panel beside the list, and the menu role, id and labels
 * Radix gives its content element move to the list; focus, keys and positioning stay on the panel.
 */
function MenuPanel({
  header,
  children,
  role,
  id,
  'aria-labelledby': labelledBy,
  'aria-orientation': orientation,
  ref,
  ...props
}: HTMLAttributes<HTMLDivElement> & { header: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const { focusOnOpen } = useMenu();
  const list = useRef<HTMLDivElement>(null);
  // Radix focuses the first entry only when a key opened the menu; here a click does too, so the
  // highlighted entry shows where the arrow keys start. This runs before Radix's own focusing,
  // which leaves a focus already inside the menu where it is.
  useEffect(() => {
    const entries = Array.from(
      list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([data-disabled])') ?? [],
    );
    (focusOnOpen.current === 'last' ? entries.at(-1) : entries[0])?.focus({ preventScroll: true });
    focusOnOpen.current = 'first';
  }, [focusOnOpen]);
  return (
    <div ref={ref} {...props}>
      {header}
      <div
        ref={list}
        role={role}
        id={id}
        aria-labelledby={labelledBy}
        aria-orientation={orientation}
      >
        {children}
      </div>
    </div>
  );
}

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
  return (
    <MenuPrimitive.Content asChild {...PLACEMENT[placement]} sideOffset={8} loop>
      <MenuPanel
        header={header}
        className={`z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg ${className}`}
      >
        {children}
      </MenuPanel>
    </MenuPrimitive.Content>
  );
}

const ITEM =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium text-ink hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Tab leaves the menu for the next control, as the WAI-ARIA menu pattern says; Radix's content
 * would swallow the key, so it does not get to see it.
 */
const leaveOnTab = (event: KeyboardEvent) => {
  if (event.key === 'Tab') event.stopPropagation();
};

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
  const { triggerRef } = useMenu();
  return (
    <MenuPrimitive.Item
      asChild
      onKeyDown={leaveOnTab}
      onSelect={() => {
        // Back on the button before the action runs, so a dialog it opens returns focus there.
        triggerRef.current?.focus();
        onSelect();
      }}
    >
      <button
        type="button"
        className={`${ITEM} ${danger ? 'text-danger hover:bg-red-50 focus:bg-red-50' : ''} ${className}`}
      >
        {children}
      </button>
    </MenuPrimitive.Item>
  );
}

/** A menu entry that navigates inside the app; the menu closes on choosing it. */
export function MenuLinkItem({ children, className = '', ...props }: LinkProps) {
  return (
    <MenuPrimitive.Item asChild onKeyDown={leaveOnTab}>
      <Link className={`${ITEM} ${className}`} {...props}>
        {children}
      </Link>
    </MenuPrimitive.Item>
  );
}

/** A thin rule between groups of entries. */
export function MenuSeparator() {
  return <MenuPrimitive.Separator className="my-1 h-px bg-stone-200" />;
}
