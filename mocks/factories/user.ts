import type { UserRow } from '#mocks/db';
import { DAY, baseDatePlus } from './time';

/** A complete, contract-valid user (with the password the mock checks); override any field. */
export function buildUser(overrides: Partial<UserRow> = {}): UserRow {
  const id = overrides.id ?? 1;
  return {
    id,
    username: `cook_${id}`,
    email: `cook${id}@example.com`,
    password: 'secret123',
    profile_image_url: null,
    created_at: baseDatePlus(-30 * DAY),
    last_login: baseDatePlus(0),
    login_streak: 1,
    language: null,
    unit_system: 'metric',
    ...overrides,
  };
}
