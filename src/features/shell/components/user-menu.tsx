import { ChevronsUpDown, LogOut, Settings } from 'lucide-react';
import { Avatar } from '#src/components/ui/avatar';
import { Menu, MenuContent, MenuItem, MenuLinkItem, MenuTrigger } from '#src/components/ui/menu';
import { SHELL_TEXTS as T } from '#src/features/shell/texts';

export interface ShellUser {
  username: string;
  email: string;
  /** Resolved image address; a generated avatar seeded by the username is shown without one. */
  avatarSrc?: string | undefined;
}

/** The user menu at the bottom of the sidebar: avatar, username and email; Settings and Logout. */
export function UserMenu({
  user,
  collapsed,
  onLogout,
  open,
  onOpenChange,
}: {
  user: ShellUser;
  collapsed: boolean;
  onLogout: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <Menu open={open} onOpenChange={onOpenChange}>
      <MenuTrigger
        className={`flex min-h-11 w-full items-center gap-3 rounded-lg p-1.5 text-left hover:bg-stone-100 ${collapsed ? 'justify-center' : ''}`}
      >
        <Avatar src={user.avatarSrc} seed={user.username} alt="" size="sm" />
        {/* Named by its content, so the visible username is part of the accessible name. */}
        {collapsed ? (
          <span className="sr-only">
            {T.userMenuFor}
            {user.username}
          </span>
        ) : (
          <>
            <span className="min-w-0 flex-1">
              <span className="sr-only">{T.userMenuFor}</span>
              <span className="block truncate text-sm font-semibold text-ink">{user.username}</span>
              <span className="block truncate text-xs text-muted">{user.email}</span>
            </span>
            <ChevronsUpDown aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
          </>
        )}
      </MenuTrigger>
      <MenuContent
        placement={collapsed ? 'right-end' : 'top-start'}
        className="w-60"
        header={
          <>
            <div className="flex items-center gap-3 px-3 py-2">
              <Avatar
                src={user.avatarSrc}
                seed={user.username}
                alt={T.avatarOf(user.username)}
                size="md"
              />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{user.username}</p>
                <p className="truncate text-xs text-muted">{user.email}</p>
              </div>
            </div>
            <div aria-hidden="true" className="my-1 h-px bg-stone-200" />
          </>
        }
      >
        <MenuLinkItem to="/app/settings">
          <Settings aria-hidden="true" className="h-4 w-4" />
          {T.settings}
        </MenuLinkItem>
        <MenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" className="h-4 w-4" />
          {T.logout}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
