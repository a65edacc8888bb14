import {
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
} from 'react';

/** A link target: a path, or a path and a hash ("/" + "#features"). */
export type PublicTo = string | { pathname: string; hash?: string };

export type PublicLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: PublicTo;
};

/** What the public pages read of where they are. */
export interface PublicLocation {
  pathname: string;
  /** The query string ("?token=..."), or "" (also while a prerendered page hydrates). */
  search: string;
  hash: string;
  /** Changes with every navigation (the router's also on a second visit of the same hash). */
  key: string;
  /** The history entry's state a navigation inside the app passed (the account-deleted notice). */
  state: unknown;
}

/**
 * How the public pages link and where they are. The routed app provides its router's Link and
 * location (the route table's root, src/app/routes.tsx; Storybook); a prerendered page loaded on its own
 * (src/public-main.tsx) has no router: its links are plain anchors (a page load, or a jump to a
 * section of the same page) and its location the document's. So these components never import
 * the router, and the public pages' own entry does not ship it (issue 32).
 */
export interface PublicNavigation {
  Link: ComponentType<PublicLinkProps>;
  location: PublicLocation;
  /** Goes to `to`: the router's navigation, else a page load (replacing the history entry). */
  navigate(to: string, options?: { replace?: boolean }): void;
}

const NavigationContext = createContext<PublicNavigation | null>(null);

export const PublicNavigationProvider = NavigationContext.Provider;

const hrefOf = (to: PublicTo) => (typeof to === 'string' ? to : to.pathname + (to.hash ?? ''));

/** A link of the public pages: the router's when there is one, else a plain anchor. */
export function PublicLink({ to, children, ...props }: PublicLinkProps) {
  const navigation = useContext(NavigationContext);
  if (navigation)
    return (
      <navigation.Link to={to} {...props}>
        {children}
      </navigation.Link>
    );
  return (
    <a href={hrefOf(to)} {...props}>
      {children}
    </a>
  );
}

// The document's location for pages without a router: same-page section links change the hash.
const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
};
const documentHref = () => window.location.pathname + window.location.search + window.location.hash;
/** The prerender (and hydration) has no location yet: nothing reads it while rendering. */
const serverHref = () => '';

/** Where the page is: the router's location, else the document's. */
export function usePublicLocation(): PublicLocation {
  const navigation = useContext(NavigationContext);
  const href = useSyncExternalStore(subscribe, documentHref, serverHref);
  if (navigation) return navigation.location;
  if (!href) return { pathname: '/', search: '', hash: '', key: 'server', state: null };
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    key: href,
    state: null,
  };
}

/**
 * The page's query parameters; null while a prerendered page is rendered or hydrated (the
 * prerender cannot know them: the page shows its neutral state, then the one they ask for).
 */
export function usePublicSearchParams(): URLSearchParams | null {
  const { search, key } = usePublicLocation();
  return useMemo(() => (key === 'server' ? null : new URLSearchParams(search)), [search, key]);
}

const documentNavigate = (to: string, { replace = false } = {}) => {
  if (replace) window.location.replace(to);
  else window.location.assign(to);
};

/** How to go elsewhere: the router's navigation inside the app, else a page load. */
export function usePublicNavigate(): PublicNavigation['navigate'] {
  return useContext(NavigationContext)?.navigate ?? documentNavigate;
}
