import {
  BookOpen,
  CalendarDays,
  ChefHat,
  LayoutDashboard,
  PanelLeftClose,
  PanelLeftOpen,
  ShoppingCart,
  type LucideIcon,
} from 'lucide-react';
import { forwardRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Logo } from '#src/components/ui/logo';
import { UserMenu, type ShellUser } from './user-menu';
import { SHELL_TEXTS as T } from '#src/features/shell/texts';

interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Other paths under which the entry counts as current. */
  alsoActive?: readonly string[];
}

const NAV: readonly NavEntry[] = [
  {
    get label() {
      return T.dashboard;
    },
    to: '/app',
    icon: LayoutDashboard,
  },
  {
    get label() {
      return T.generateRecipe;
    },
    to: '/app/generate',
    icon: ChefHat,
  },
  {
    get label() {
      return T.recipeLibrary;
    },
    to: '/app/library',
    icon: BookOpen,
    alsoActive: ['/app/recipes', '/app/recipe/', '/app/collection/'],
  },
  {
    // Beyond the spec's three (issue 30): the meal plan needs a way in.
    get label() {
      return T.mealPlan;
    },
    to: '/app/plan',
    icon: CalendarDays,
  },
  {
    // ... and the shopping list made from it (issue 30 item 2).
    get label() {
      return T.shoppingList;
    },
    to: '/app/shopping',
    icon: ShoppingCart,
  },
];

export const SIDEBAR_ID = 'app-sidebar';

/**
 * The app sidebar: collapsed by default (w-16, icons only), expanded w-64,
 * with Dashboard, Generate Recipe, Recipe Library, Meal Plan, Shopping List and the user menu at the
 * bottom.
 */
export const Sidebar = forwardRef<
  HTMLElement,
  {
    collapsed: boolean;
    onToggle: () => void;
    user: ShellUser;
    onLogout: () => void;
    userMenuOpen?: boolean;
    onUserMenuOpenChange?: (open: boolean) => void;
  }
>(function Sidebar(
  { collapsed, onToggle, user, onLogout, userMenuOpen, onUserMenuOpenChange },
  ref,
) {
  const { pathname } = useLocation();
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose;
  return (
    <aside
      ref={ref}
      id={SIDEBAR_ID}
      aria-label={T.sidebar}
      data-collapsed={collapsed}
      className={`fixed inset-y-0 left-0 z-40 flex flex-col border-r border-stone-200 bg-white transition-[width] duration-200 ${collapsed ? 'w-16' : 'w-64 shadow-xl lg:shadow-none'}`}
    >
      <div
        className={`flex h-16 items-center border-b border-stone-200 px-2.5 ${collapsed ? 'justify-center' : 'justify-between'}`}
      >
        {!collapsed && (
          <Link
            to="/app"
            aria-label={T.home}
            className="rounded-lg px-1 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Logo />
          </Link>
        )}
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? T.expand : T.collapse}
          title={collapsed ? T.expand : T.collapse}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-muted hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ToggleIcon aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <nav aria-label={T.appNav} className="flex-1 overflow-y-auto p-2.5">
        <ul className="flex flex-col gap-1">
          {NAV.map((entry) => {
            const active =
              pathname === entry.to ||
              pathname === `${entry.to}/` ||
              (entry.alsoActive?.some((path) => pathname === path || pathname.startsWith(path)) ??
                false);
            return (
              <li key={entry.to}>
                <Link
                  to={entry.to}
                  title={collapsed ? entry.label : undefined}
                  aria-current={active ? 'page' : undefined}
                  className={`flex min-h-11 items-center gap-3 rounded-lg text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${collapsed ? 'justify-center' : 'px-3'} ${
                    active
                      ? 'bg-brand-50 text-brand-800'
                      : 'text-muted hover:bg-stone-100 hover:text-ink'
                  }`}
                >
                  <entry.icon aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <span className={collapsed ? 'sr-only' : 'truncate'}>{entry.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-stone-200 p-2.5">
        <UserMenu
          user={user}
          collapsed={collapsed}
          onLogout={onLogout}
          open={userMenuOpen}
          onOpenChange={onUserMenuOpenChange}
        />
      </div>
    </aside>
  );
});
