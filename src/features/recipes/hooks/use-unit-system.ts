import { useState } from 'react';
import { useSession } from '#src/features/account/api/session';
import { useUpdateUser } from '#src/features/account/api/users';
import type { UnitSystem } from '#src/lib/units';

/**
 * The recipe view's unit system: the signed-in user's `unit_system` (metric until chosen). A new
 * choice shows at once and is saved on the user (PUT /users/{id}), so every recipe and device
 * opens in it; `saveFailed` tells when saving did not work (the choice then lasts for this view).
 */
export function useUnitSystem(): {
  system: UnitSystem;
  setSystem: (system: UnitSystem) => void;
  saveFailed: boolean;
} {
  const session = useSession();
  const update = useUpdateUser();
  const [chosen, setChosen] = useState<UnitSystem | null>(null);
  const user = session.user;
  const system = chosen ?? user?.unit_system ?? 'metric';
  const setSystem = (next: UnitSystem) => {
    if (next === system) return;
    setChosen(next);
    if (user) update.mutate({ id: user.id, changes: { unit_system: next } });
  };
  return { system, setSystem, saveFailed: update.isError };
}
