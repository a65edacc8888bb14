import { RIGHTS_TEXTS } from '#src/features/account/rights-texts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router-dom';
import { loadDialog } from '#src/components/ui/dialog-code';
import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import {
  useChangePassword,
  useDeleteAccount,
  useExportAccount,
  useRequestEmailChange,
} from '#src/features/account/api/account';
import { useLogout } from '#src/features/account/api/logout';
import { useSession } from '#src/features/account/api/session';
import { FILE_REQUIRED, useUploadPublicFile } from '#src/features/account/api/files';
import { useUpdateUser } from '#src/features/account/api/users';
import { usePreferences, useUpdatePreferences } from '#src/features/account/api/preferences';
import { ALLERGEN_TEXTS } from '#src/features/recipes/allergen-texts';
import { ACCOUNT_DELETED_STATE } from '#src/features/account/components/account-deleted-notice';
import { AccountInfo } from '#src/features/account/components/account-info';
import { DataExportSection } from '#src/features/account/components/data-export-section';
import {
  DeleteAccountSection,
  DeletionFailure,
} from '#src/features/account/components/delete-account-section';
import { EmailSection } from '#src/features/account/components/email-section';
import { PasswordSection } from '#src/features/account/components/password-section';
import { needsReauthentication, withoutFieldName } from '#src/features/account/model/rights';
import { LanguageSetting } from '#src/features/account/components/language-setting';
import { ProfileForm } from '#src/features/account/components/profile-form';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';
import { lazyCode, lazyComponent } from '#src/lib/lazy-code';

/** Below the fold and the page's largest form: loaded after the page (the /app budget, bench:web). */
const FoodPreferencesSection = lazy(() =>
  import('#src/features/account/components/food-preferences-section').then((module) => ({
    default: module.FoodPreferencesSection,
  })),
);
/** Below the fold: loaded after the page, with its hooks and texts (the /app/settings budget). */
const ApiTokensSettings = lazy(() =>
  import('#src/features/account/components/api-tokens-settings').then((module) => ({
    default: module.ApiTokensSettings,
  })),
);
/**
 * The "Leave without saving?" question: loaded after the page with Radix's dialog (as closed
 * dialogs are, src/lib/lazy-code.ts), not with it; until then it renders nothing, as closed.
 */
const leaveDialog = lazyCode(() =>
  Promise.all([import('#src/components/ui/confirm-dialog'), loadDialog()]).then(
    ([module]) => module,
  ),
);
const LazyConfirmDialog = lazyComponent(leaveDialog, (module) => module.ConfirmDialog);
import { usernameRuleInWords } from '#src/features/account/model/validation';

const R = RIGHTS_TEXTS;

/**
 * Profile Settings: avatar, username, read-only email, language, food preferences, the account's dates and streak, and the
 * rights the privacy page promises: Your data, Password, E-mail, Delete account.
 */
export default function SettingsScreen() {
  useDocumentTitle(T.pageTitle);
  const { user } = useSession();
  const upload = useUploadPublicFile();
  const update = useUpdateUser();
  const exportAccount = useExportAccount();
  const changePassword = useChangePassword();
  const requestEmailChange = useRequestEmailChange();
  const deleteAccount = useDeleteAccount();
  const preferences = usePreferences();
  const updatePreferences = useUpdatePreferences();
  const logout = useLogout();
  const navigate = useNavigate();
  // Resolved when this screen unmounts, i.e. once a navigation out of /app has rendered.
  const left = useRef<() => void>(undefined);
  useEffect(() => () => left.current?.(), []);
  // Unsaved profile changes (a pending picture, a new name): leaving asks first (issue 29; the spec
  // keeps the picture pending until Save Changes). Sign-out and deletion leave without asking.
  const [profileDirty, setProfileDirty] = useState(false);
  const leavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      profileDirty &&
      !leavingOnPurpose.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!profileDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [profileDirty]);
  // Leave the guarded area before the session is cleared: clearing it here would make the guard
  // send the user to /login (as the main layout's sign-out does, wait until the screen is gone).
  const leaveTo =
    (to: string, state: unknown): (() => Promise<void>) =>
    () => {
      const gone = new Promise<void>((resolve) => {
        left.current = resolve;
      });
      leavingOnPurpose.current = true;
      void navigate(to, { replace: true, state });
      return gone;
    };
  if (!user) return null;
  const hasPassword = user.has_password !== false;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{T.pageTitle}</h1>
        <p className="mt-1 text-muted">{T.pageIntro}</p>
      </div>
      <ProfileForm
        user={user}
        uploading={upload.isPending}
        saving={update.isPending}
        onDirtyChange={setProfileDirty}
        onUpload={async (file) => {
          try {
            return await upload.mutateAsync({ userId: user.id, file });
          } catch (error) {
            const text =
              error instanceof Error && error.message === FILE_REQUIRED
                ? T.messages.fileRequired
                : serverDetailOr(error, T.messages.imageUploadFailed);
            throw new Error(text, { cause: error });
          }
        }}
        onSave={async (changes) => {
          try {
            await update.mutateAsync({ id: user.id, changes });
          } catch (error) {
            throw new Error(serverDetailOr(error, T.messages.updateFailed, usernameRuleInWords), {
              cause: error,
            });
          }
        }}
      />
      <LanguageSetting
        value={user.language}
        saving={update.isPending}
        onChange={async (language) => {
          await update.mutateAsync({ id: user.id, changes: { language } });
        }}
      />
      <Suspense fallback={null}>
        <FoodPreferencesSection
          value={preferences.data}
          loadFailed={preferences.isError}
          onRetry={() => void preferences.refetch()}
          allergenNames={ALLERGEN_TEXTS.names}
          saving={updatePreferences.isPending}
          onSave={async (next) => {
            try {
              await updatePreferences.mutateAsync(next);
            } catch (error) {
              throw new Error(serverDetailOr(error, T.preferences.failed), { cause: error });
            }
          }}
        />
      </Suspense>
      <AccountInfo user={user} />
      <DataExportSection
        downloading={exportAccount.isPending}
        onDownload={async () => {
          try {
            return await exportAccount.mutateAsync();
          } catch (error) {
            throw new Error(serverDetailOr(error, R.data.failed), { cause: error });
          }
        }}
      />
      <Suspense fallback={null}>
        <ApiTokensSettings />
      </Suspense>
      <PasswordSection
        hasPassword={hasPassword}
        submitting={changePassword.isPending}
        onChange={async (current, next) => {
          try {
            await changePassword.mutateAsync({ current_password: current, new_password: next });
          } catch (error) {
            throw new Error(serverDetailOr(error, R.password.failed, withoutFieldName), {
              cause: error,
            });
          }
        }}
      />
      <EmailSection
        currentEmail={user.email}
        hasPassword={hasPassword}
        submitting={requestEmailChange.isPending}
        onRequest={async (email, password) => {
          try {
            await requestEmailChange.mutateAsync(
              password === undefined ? { email } : { email, password },
            );
          } catch (error) {
            throw new Error(serverDetailOr(error, R.email.failed, withoutFieldName), {
              cause: error,
            });
          }
        }}
      />
      <DeleteAccountSection
        username={user.username}
        hasPassword={hasPassword}
        deleting={deleteAccount.isPending}
        onDelete={async (password) => {
          try {
            await deleteAccount.mutateAsync({
              ...(password === undefined ? {} : { password }),
              leave: leaveTo('/', ACCOUNT_DELETED_STATE),
            });
          } catch (error) {
            throw new DeletionFailure(
              serverDetailOr(error, R.deletion.failed, withoutFieldName),
              needsReauthentication(error),
            );
          }
        }}
        onReauthenticate={() =>
          logout.mutate(leaveTo('/login', { from: { pathname: '/app/settings' } }), {
            onError: () => undefined,
          })
        }
      />
      <LazyConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={T.messages.leaveTitle}
        description={T.messages.leaveBody}
        confirmLabel={T.messages.discard}
        cancelLabel={T.messages.stay}
        danger
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      />
    </div>
  );
}
