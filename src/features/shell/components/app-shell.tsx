import { useEffect, useRef, type ReactNode } from 'react';
import { ShellFooter } from './shell-footer';
import { Sidebar } from './sidebar';
import type { ShellUser } from './user-menu';
import { SHELL_TEXTS as T } from '#src/features/shell/texts';

/** Recipe detail routes fill the screen: no shell footer there. */
export const isRecipeDetailPath = (pathname: string) => /^\/app\/recipe\/[^/]+\/?$/.test(pathname);

const WIDE = '(min-width: 1024px)';

/**
 * The signed-in frame: the sidebar (pushing the page on wide screens, overlaying it on narrow
 * ones, where a tap outside or Escape folds it), the page, and the footer unless hidden.
 */
export function AppShell({
  collapsed,
  onCollapsedChange,
  user,
  onLogout,
  hideFooter,
  userMenuOpen,
  onUserMenuOpenChange,
  indicator,
  banner,
  children,
}: {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  user: ShellUser;
  onLogout: () => void;
  hideFooter: boolean;
  userMenuOpen?: boolean;
  onUserMenuOpenChange?: (open: boolean) => void;
  /** Shown on every page (the running timers); it places itself. */
  indicator?: ReactNode;
  /** A bar above the page that stays in view while it scrolls (the offline banner). */
  banner?: ReactNode;
  children: ReactNode;
}) {
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (collapsed) return;
    const overlaying = () => !window.matchMedia?.(WIDE).matches;
    const onPointerDown = (event: PointerEvent) => {
      if (overlaying() && !sidebarRef.current?.contains(event.target as Node))
        onCollapsedChange(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && overlaying()) onCollapsedChange(true);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [collapsed, onCollapsedChange]);

  return (
    <div className="min-h-dvh bg-surface">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-20 focus:top-2"
      >
        {T.skip}
      </a>
      <Sidebar
        ref={sidebarRef}
        collapsed={collapsed}
        onToggle={() => onCollapsedChange(!collapsed)}
        user={user}
        onLogout={onLogout}
        userMenuOpen={userMenuOpen}
        onUserMenuOpenChange={onUserMenuOpenChange}
      />
      {!collapsed && (
        <div aria-hidden="true" className="fixed inset-0 z-30 bg-stone-900/30 lg:hidden" />
      )}
      <div
        className={`flex min-h-dvh min-w-0 flex-col pl-16 transition-[padding] duration-200 ${collapsed ? '' : 'lg:pl-64'}`}
      >
        {banner}
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {children}
        </main>
        {!hideFooter && <ShellFooter />}
        {indicator}
      </div>
    </div>
  );
}
