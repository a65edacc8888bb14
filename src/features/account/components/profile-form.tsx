import { Camera, CheckCircle2, Info } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { resolveImageUrl } from '#src/api/image-url';
import type { UpdateUserRequest, User } from '#src/api/types';
import { ErrorMessage } from '#src/components/error-state';
import { Avatar } from '#src/components/ui/avatar';
import { Button } from '#src/components/ui/button';
import { TextField } from '#src/components/ui/field';
import { isImageFile, profileChanges } from '#src/features/account/model/profile';
import { usernameProblem, validationText } from '#src/features/account/model/validation';
import { ACCOUNT_TEXTS as T } from '#src/features/account/texts';

type Notice = { kind: 'info' | 'success' | 'error'; text: string } | null;

export interface ProfileFormProps {
  user: Pick<User, 'id' | 'username' | 'email' | 'profile_image_url'>;
  /** Stores the image and resolves to its file key; rejects with the text to show. */
  onUpload: (file: File) => Promise<string>;
  /** Saves the changed fields; rejects with the text to show. */
  onSave: (changes: UpdateUserRequest) => Promise<void>;
  uploading?: boolean;
  saving?: boolean;
  /** Told whenever the form starts or stops holding unsaved changes (a new picture, a new name). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * Profile Settings: avatar click to upload with a preview, editable username,
 * read-only email, Save Changes sending only the changed fields.
 */
export function ProfileForm({
  user,
  onUpload,
  onSave,
  uploading = false,
  saving = false,
  onDirtyChange,
}: ProfileFormProps) {
  const [username, setUsername] = useState(user.username);
  const [pendingImage, setPendingImage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  // A saved username (here or elsewhere) becomes the new starting point; adjusted while rendering,
  // so no effect can overwrite what the user typed right after mounting.
  const [savedUsername, setSavedUsername] = useState(user.username);
  if (savedUsername !== user.username) {
    setSavedUsername(user.username);
    setUsername(user.username);
  }
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const dirty = username !== user.username || pendingImage !== null;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const avatarSrc = preview ?? resolveImageUrl(user.profile_image_url) ?? undefined;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      setNotice({ kind: 'error', text: T.messages.notAnImage });
      return;
    }
    setNotice(null);
    try {
      const key = await onUpload(file);
      setPendingImage(key);
      setPreview(URL.createObjectURL(file));
      setNotice({ kind: 'info', text: T.messages.imageUploaded });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim()) {
      setNotice({ kind: 'error', text: T.messages.usernameRequired });
      return;
    }
    const badUsername = usernameProblem(username);
    if (badUsername) {
      setNotice({ kind: 'error', text: badUsername });
      return;
    }
    const changes = profileChanges(user, { username, pendingImage });
    if (Object.keys(changes).length === 0) {
      setNotice({ kind: 'info', text: T.messages.noChanges });
      return;
    }
    try {
      await onSave(changes);
      setPendingImage(null);
      setPreview(null);
      setNotice({ kind: 'success', text: T.messages.updated });
    } catch (error) {
      setNotice({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-6 rounded-2xl bg-white p-6 ring-1 ring-stone-200"
      aria-label={T.profile.form}
    >
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-6">
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={uploading || saving}
          aria-label={T.profile.changePicture}
          className="group relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 disabled:cursor-wait"
        >
          <span
            className={`block rounded-full ${pendingImage ? 'ring-4 ring-amber-400 ring-offset-2' : ''}`}
          >
            <Avatar
              src={avatarSrc}
              seed={user.username}
              alt={T.profile.avatarOf(user.username)}
              size="lg"
            />
          </span>
          <span
            aria-hidden="true"
            className="absolute bottom-0 right-0 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white ring-2 ring-white group-hover:bg-brand-700"
          >
            <Camera className="h-4 w-4" />
          </span>
        </button>
        <div className="text-center sm:text-left">
          <p className="font-semibold text-ink">{T.profile.picture}</p>
          <p className="text-sm text-muted">
            {uploading ? T.profile.uploading : T.profile.pictureHint}
          </p>
          {pendingImage ? (
            // The new picture is only a preview until Save Changes (spec: a pending image URL).
            <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
              <Info aria-hidden="true" className="h-4 w-4 shrink-0" />
              {T.messages.imagePending}
            </p>
          ) : null}
        </div>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFile}
        />
      </div>
      <TextField
        label={T.profile.username}
        name="username"
        autoComplete="username"
        hint={validationText.usernameHint()}
        error={usernameProblem(username) ?? undefined}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        disabled={saving}
      />
      <TextField
        label={T.profile.email}
        name="email"
        type="email"
        value={user.email}
        disabled
        readOnly
        hint={T.profile.emailHint}
      />
      {notice && (
        <div
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-2 rounded-lg p-3 text-sm ${
            notice.kind === 'error'
              ? 'bg-red-50 text-red-900'
              : notice.kind === 'success'
                ? 'bg-green-50 text-green-900'
                : 'bg-sky-50 text-sky-900'
          }`}
        >
          {notice.kind === 'success' ? (
            <CheckCircle2 aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          )}
          <ErrorMessage message={notice.text} />
        </div>
      )}
      <Button
        type="submit"
        disabled={!dirty || saving || uploading}
        aria-busy={saving}
        className="self-start"
      >
        {saving ? T.profile.saving : T.profile.save}
      </Button>
    </form>
  );
}
