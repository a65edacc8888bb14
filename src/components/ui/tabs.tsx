import type * as RadixTabs from '@radix-ui/react-tabs';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { lazyCode } from '#src/lib/lazy-code';

type Radix = typeof RadixTabs;

/**
 * Radix's tabs (with their roving focus and collection, about 9 KB of the recipe view's first
 * load) are a chunk of their own, loaded once the page is on screen. Until then the tabs render the
 * same markup without Radix: the active panel shows and a click on a tab switches, only the arrow
 * keys wait for Radix (the first key lets it load at once).
 */
const radixTabsCode = lazyCode<Radix>(() => import('@radix-ui/react-tabs'));

/** Loads the tabs' code (once); Storybook and the unit tests load it up front. */
export const loadTabs = radixTabsCode.load;

interface TabsContextValue {
  radix: Radix | null;
  value: string;
  onValueChange: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs() {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used inside <Tabs>');
  return context;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

/**
 * Tabs (Radix): arrow keys move between tabs, the active panel is tied to its tab by aria.
 * Controlled (`value`, `onValueChange`) or uncontrolled (`defaultValue`).
 */
export function Tabs({
  value: valueProp,
  defaultValue = '',
  onValueChange: onChange,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const radix = radixTabsCode.use();
  const baseId = `radix-${useId()}`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = valueProp ?? uncontrolled;
  const onValueChange = (next: string) => {
    if (valueProp === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const context = { radix, value, onValueChange, baseId };
  return (
    <TabsContext.Provider value={context}>
      {radix ? (
        <radix.Root value={value} onValueChange={onValueChange} className={className}>
          {children}
        </radix.Root>
      ) : (
        <div dir="ltr" data-orientation="horizontal" className={className}>
          {children}
        </div>
      )}
    </TabsContext.Provider>
  );
}

/** The row of tabs; give it an aria-label naming what the tabs switch between. */
export function TabsList({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.List>) {
  const { radix } = useTabs();
  const classes = `flex gap-1 border-b border-stone-200 ${className}`;
  if (radix) return <radix.List className={classes} {...props} />;
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      dir="ltr"
      data-orientation="horizontal"
      style={{ outline: 'none' }}
      className={classes}
      {...props}
    />
  );
}

/** One tab: 44px tall, the active one underlined in the brand colour. */
export function TabsTrigger({
  className = '',
  value,
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Trigger>) {
  const tabs = useTabs();
  const classes = `-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 ${className}`;
  if (tabs.radix) return <tabs.radix.Trigger value={value} className={classes} {...props} />;
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      id={triggerId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-orientation="horizontal"
      className={classes}
      onClick={() => tabs.onValueChange(value)}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({
  className = '',
  value,
  children,
  ...props
}: ComponentPropsWithoutRef<typeof RadixTabs.Content>) {
  const tabs = useTabs();
  const classes = `pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`;
  if (tabs.radix)
    return (
      <tabs.radix.Content value={value} className={classes} {...props}>
        {children}
      </tabs.radix.Content>
    );
  const selected = tabs.value === value;
  return (
    <div
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      role="tabpanel"
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      id={contentId(tabs.baseId, value)}
      tabIndex={0}
      className={classes}
      {...props}
    >
      {selected && children}
    </div>
  );
}
