import type { User } from '#src/api/types';
import { useUpdateUser } from '#src/features/account/api/users';
import { LanguageSuggestion } from './language-suggestion';

/** The language offer for a signed-in cook: an accepted offer is stored on their account. */
export function UserLanguageSuggestion({ user }: { user: Pick<User, 'id' | 'language'> }) {
  const update = useUpdateUser();
  return (
    <LanguageSuggestion
      user={user}
      saveToUser={(language) => update.mutateAsync({ id: user.id, changes: { language } })}
    />
  );
}
