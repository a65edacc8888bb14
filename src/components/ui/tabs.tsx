import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef } from 'react';

/** Tabs (Radix): arrow keys move between tabs, the active panel is tied to its tab by aria. */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs; give it an aria-label naming what the tabs switch between. */
export function TabsList({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`flex gap-1 border-b border-stone-200 ${className}`}
      {...props}
    />
  );
}

/** One tab: 44px tall, the active one underlined in the brand colour. */
export function TabsTrigger({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-semibold text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 ${className}`}
      {...props}
    />
  );
}

/** The panel of one tab. */
export function TabsContent({
  className = '',
  ...props
}: ComponentPropsWithoutRef<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={`pt-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      {...props}
    />
  );
}
