import { describe, expect, it } from 'vitest';
import { dashboardGreeting, isNewUser } from './greeting';

const created = '2026-03-01T10:00:00.000Z';

describe('dashboard greeting', () => {
  it('welcomes a user whose only sign-in is the sign-up', () => {
    const user = {
      username: 'fresh_cook',
      created_at: created,
      last_login: '2026-03-01T10:00:00.120Z',
    };
    expect(isNewUser(user)).toBe(true);
    expect(dashboardGreeting(user)).toBe('Welcome to Sous, fresh_cook!');
  });

  it('welcomes a user who never signed in', () => {
    expect(
      dashboardGreeting({ username: 'fresh_cook', created_at: created, last_login: null }),
    ).toBe('Welcome to Sous, fresh_cook!');
  });

  it('keeps the spec text for a user who signed in again later', () => {
    const user = { username: 'anna', created_at: created, last_login: '2026-03-01T10:00:05.001Z' };
    expect(isNewUser(user)).toBe(false);
    expect(dashboardGreeting(user)).toBe('Welcome back, anna!');
  });

  it('falls back to Chef without a user or name', () => {
    expect(dashboardGreeting(undefined)).toBe('Welcome back, Chef!');
    expect(dashboardGreeting({ username: '', created_at: created, last_login: created })).toBe(
      'Welcome to Sous, Chef!',
    );
  });
});
