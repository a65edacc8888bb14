import { describe, expect, it } from 'vitest';
import { isImageFile, profileChanges } from './profile';

const USER = { username: 'chef_anna', profile_image_url: null };

describe('profileChanges', () => {
  it('sends only what changed', () => {
    expect(profileChanges(USER, { username: 'chef_anna', pendingImage: null })).toEqual({});
    expect(profileChanges(USER, { username: ' chef_anna ', pendingImage: null })).toEqual({});
    expect(profileChanges(USER, { username: 'anna', pendingImage: null })).toEqual({
      username: 'anna',
    });
    expect(
      profileChanges(USER, { username: 'chef_anna', pendingImage: 'profile/1/a.png' }),
    ).toEqual({
      profile_image_url: 'profile/1/a.png',
    });
  });

  it('does not resend the current picture', () => {
    expect(
      profileChanges(
        { ...USER, profile_image_url: 'profile/1/a.png' },
        { username: 'chef_anna', pendingImage: 'profile/1/a.png' },
      ),
    ).toEqual({});
  });

  it('accepts image files only', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(false);
  });
});
