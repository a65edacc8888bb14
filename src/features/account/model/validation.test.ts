import { detailText } from '#src/api/errors';
import { describe, expect, it } from 'vitest';
import {
  usernameRuleInWords,
  usernameProblem,
  validateGoogleSignup,
  validateLogin,
  validateRegister,
} from './validation';

const VALID = {
  username: 'chef_anna',
  email: 'anna@example.com',
  password: 'secret123',
  confirmPassword: 'secret123',
  acceptedPrivacy: true,
};

describe('validateLogin', () => {
  it('asks for both fields', () => {
    expect(validateLogin({ identifier: '', password: 'x' })).toBe('Please fill in all fields');
    expect(validateLogin({ identifier: '   ', password: 'x' })).toBe('Please fill in all fields');
    expect(validateLogin({ identifier: 'anna', password: '' })).toBe('Please fill in all fields');
    expect(validateLogin({ identifier: 'anna', password: 'x' })).toBeNull();
  });
});

describe('validateRegister', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(VALID)).toBeNull();
  });

  it('reports the first failing check in the spec order', () => {
    const everythingWrong = {
      username: 'ab',
      email: 'a@b.c',
      password: '1',
      confirmPassword: '2',
      acceptedPrivacy: false,
    };
    expect(validateRegister({ ...everythingWrong, email: '' })).toBe('Please fill in all fields');
    expect(validateRegister(everythingWrong)).toBe('Username must be at least 3 characters long.');
    expect(validateRegister({ ...everythingWrong, username: 'abc' })).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateRegister({ ...everythingWrong, username: 'abc', password: '123456' })).toBe(
      'Passwords do not match',
    );
    expect(
      validateRegister({
        ...everythingWrong,
        username: 'abc',
        password: '123456',
        confirmPassword: '123456',
      }),
    ).toBe('Please accept the Privacy Policy to continue.');
  });

  it('counts the trimmed username and treats a blank one as missing', () => {
    expect(validateRegister({ ...VALID, username: '   ' })).toBe('Please fill in all fields');
    expect(validateRegister({ ...VALID, username: ' ab ' })).toBe(
      'Username must be at least 3 characters long.',
    );
  });

  it('requires the consent before Google sign-up too', () => {
    expect(validateGoogleSignup(false)).toBe('Please accept the Privacy Policy to continue.');
    expect(validateGoogleSignup(true)).toBeNull();
  });
});

describe('username rules in words', () => {
  it('flags characters the server refuses while typing, in words', () => {
    expect(usernameProblem('chef anna')).toBe(
      'Username may only contain letters (A–Z), digits and _ . - (no spaces or other characters).',
    );
    expect(usernameProblem('chef@anna')).toBe(usernameProblem('chef anna'));
    expect(usernameProblem(' chef_anna.b-1 ')).toBeNull();
    expect(usernameProblem('')).toBeNull();
    expect(usernameProblem('ab')).toBeNull();
    expect(usernameProblem('a'.repeat(31))).toBe('Username must be at most 30 characters long.');
    expect(usernameProblem('a'.repeat(30))).toBeNull();
  });

  it('stops sign-up with a space in the username after the length check', () => {
    expect(validateRegister({ ...VALID, username: 'chef anna' })).toBe(
      'Username may only contain letters (A–Z), digits and _ . - (no spaces or other characters).',
    );
    expect(validateRegister({ ...VALID, username: 'a b', password: '1' })).toBe(
      'Username may only contain letters (A–Z), digits and _ . - (no spaces or other characters).',
    );
    expect(validateRegister({ ...VALID, username: 'ab c' })).not.toBeNull();
  });

  it('turns the server pattern error into words and keeps other parts', () => {
    expect(
      detailText(
        [
          { loc: ['body', 'username'], msg: "String should match pattern '^[A-Za-z0-9_.-]+$'" },
          { loc: ['body', 'password'], msg: 'String should have at least 6 characters' },
        ],
        usernameRuleInWords,
      ),
    ).toBe(
      'Username may only contain letters (A–Z), digits and _ . - (no spaces or other characters). | Password: String should have at least 6 characters',
    );
    expect(
      detailText(
        [{ loc: ['body', 'username'], msg: 'String should have at most 30 characters' }],
        usernameRuleInWords,
      ),
    ).toBe('Username must be at most 30 characters long.');
    expect(detailText('Username already taken', usernameRuleInWords)).toBe(
      'Username already taken',
    );
  });
});
