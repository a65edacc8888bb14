import { describe, expect, it } from 'vitest';
import { dashboardGreeting, dashboardTagline, isNewUser } from './greeting';

const created = '2026-03-01T10:00:00.000Z';
const FIRST_VISIT =
  'New to Sous? Say what you want to cook and what you have: Sous writes recipes for you.';

describe('dashboard greeting', () => {
  it('greets a user whose only sign-in is the sign-up with the spec heading, guidance below it', () => {
    const user = {
      username: 'fresh_cook',
      created_at: created,
      last_login: '2026-03-01T10:00:00.120Z',
    };
    expect(isNewUser(user)).toBe(true);
    expect(dashboardGreeting(user)).toBe('Welcome back, fresh_cook!');
    expect(dashboardTagline(user)).toBe(FIRST_VISIT);
  });

  it('treats a user who never signed in as new', () => {
    const user = { username: 'fresh_cook', created_at: created, last_login: null };
    expect(dashboardGreeting(user)).toBe('Welcome back, fresh_cook!');
    expect(dashboardTagline(user)).toBe(FIRST_VISIT);
  });

  it('keeps the tagline for a user who signed in again later', () => {
    const user = { username: 'anna', created_at: created, last_login: '2026-03-01T10:00:05.001Z' };
    expect(isNewUser(user)).toBe(false);
    expect(dashboardGreeting(user)).toBe('Welcome back, anna!');
    expect(dashboardTagline(user)).toBe('What are we cooking today?');
  });

  it('falls back to Chef without a user or name', () => {
    expect(dashboardGreeting(undefined)).toBe('Welcome back, Chef!');
    expect(dashboardGreeting({ username: '' })).toBe('Welcome back, Chef!');
  });
});
