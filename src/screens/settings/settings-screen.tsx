import { serverDetailOr } from '#src/api/errors';
import { useDocumentTitle } from '#src/components/use-document-title';
import { useSession } from '#src/features/account/api/session';
import { FILE_REQUIRED, useUploadPublicFile } from '#src/features/account/api/files';
import { useUpdateUser } from '#src/features/account/api/users';
import { AccountInfo } from '#src/features/account/components/account-info';
import { LanguageSetting } from '#src/features/account/components/language-setting';
import { ProfileForm } from '#src/features/account/components/profile-form';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';
import { usernameRuleInWords } from '#src/features/account/model/validation';

/** Profile Settings: avatar, username, read-only email, and the account's dates and streak. */
export default function SettingsScreen() {
  useDocumentTitle(T.pageTitle);
  const { user } = useSession();
  const upload = useUploadPublicFile();
  const update = useUpdateUser();
  if (!user) return null;

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
      <AccountInfo user={user} />
    </div>
  );
}
