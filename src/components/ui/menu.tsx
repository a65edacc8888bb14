import type * as RadixMenu from '@radix-ui/react-dropdown-menu';
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
import { lazyCode } from '#src/lib/lazy-code';

type Radix = typeof RadixMenu;

/**
 * Radix's dropdown menu (with its positioning, focus and dismiss layers, a fifth of an /app page's
 * first-load JS) is a chunk of its own: a page renders without it and it loads once a menu is on
 * screen and the first page has been shown (src/lib/page-shown.ts). Until then the menu's button is a
 * plain button of the same look that opens the menu as Radix's would (the menu then shows once the
 * code is there; the tap itself lets the code load).
 */
const radixMenuCode = lazyCode<Radix>(() => import('@radix-ui/react-dropdown-menu'));

/** Loads the menu's code (once); Storybook and the unit tests load it up front. */
export const loadMenu = radixMenuCode.load;

// Until it loads, the plain button opens nothing; the next menu on screen tries a failed load again.
const useRadixMenu = radixMenuCode.use;

interface MenuContextValue {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  /** Which entry takes the focus when the menu opens (ArrowUp on the button opens at the last). */
  focusOnOpen: React.RefObject<'first' | 'last'>;
  /** Radix's menu once loaded; null before. */
  radix: Radix | null;
  /** Whether the plain button had the focus when Radix's took its place. */
  triggerFocused: React.RefObject<boolean>;
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
  const triggerFocused = useRef(false);
  const radix = useRadixMenu();
  return (
    <MenuContext.Provider value={{ open, setOpen, triggerRef, focusOnOpen, radix, triggerFocused }}>
      {radix ? (
        <radix.Root open={open} onOpenChange={setOpen} modal={false}>
          {children}
        </radix.Root>
      ) : (
        children
      )}
    </MenuContext.Provider>
  );
}

/** The button that opens the menu; pass styling and an accessible name. */
export function MenuTrigger({
  className = '',
  onKeyDown,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  const { open, setOpen, triggerRef, focusOnOpen, radix, triggerFocused } = useMenu();
  // Radix's button takes the plain one's place: it keeps the focus (an open menu focuses its entry).
  useEffect(() => {
    if (!radix || !triggerFocused.current) return;
    triggerFocused.current = false;
    if (!open) triggerRef.current?.focus({ preventScroll: true });
    // Only when Radix's button first appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [radix]);
  const classes = `focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`;
  const arrowUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    // Radix opens on Enter, Space and ArrowDown; ArrowUp opening at the last entry is the
    // optional key of the WAI-ARIA menu button.
    if (!event.defaultPrevented && event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = 'last';
      setOpen(true);
    }
  };
  if (radix)
    return <radix.Trigger ref={triggerRef} className={classes} onKeyDown={arrowUp} {...props} />;
  // Before Radix is loaded: the same button, opening as Radix's does (a primary-button press,
  // Enter, Space, ArrowDown).
  return (
    <button
      ref={triggerRef}
      type="button"
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      className={classes}
      onFocus={() => {
        triggerFocused.current = true;
      }}
      onBlur={() => {
        triggerFocused.current = false;
      }}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        setOpen(!open);
        // As Radix: the button does not take the focus from the menu that opens.
        if (!open) event.preventDefault();
      }}
      onKeyDown={(event) => {
        arrowUp(event);
        if (event.defaultPrevented) return;
        if (event.key === 'Enter' || event.key === ' ') setOpen(!open);
        else if (event.key === 'ArrowDown') setOpen(true);
        else return;
        event.preventDefault();
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
  const { radix } = useMenu();
  if (!radix) return null;
  return (
    <radix.Content asChild {...PLACEMENT[placement]} sideOffset={8} loop>
      <MenuPanel
        header={header}
        className={`z-50 min-w-48 rounded-xl border border-stone-200 bg-white p-1 shadow-lg ${className}`}
      >
        {children}
      </MenuPanel>
    </radix.Content>
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
  const { triggerRef, radix } = useMenu();
  if (!radix) return null;
  return (
    <radix.Item
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
    </radix.Item>
  );
}

/** A menu entry that navigates inside the app; the menu closes on choosing it. */
export function MenuLinkItem({ children, className = '', ...props }: LinkProps) {
  const { radix } = useMenu();
  if (!radix) return null;
  return (
    <radix.Item asChild onKeyDown={leaveOnTab}>
      <Link className={`${ITEM} ${className}`} {...props}>
        {children}
      </Link>
    </radix.Item>
  );
}

/** A thin rule between groups of entries. */
export function MenuSeparator() {
  const { radix } = useMenu();
  if (!radix) return null;
  return <radix.Separator className="my-1 h-px bg-stone-200" />;
}
