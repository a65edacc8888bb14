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
      'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).',
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
      'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).',
    );
    expect(validateRegister({ ...VALID, username: 'a b', password: '1' })).toBe(
      'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).',
    );
    expect(validateRegister({ ...VALID, username: 'ab c' })).not.toBeNull();
  });

  it('turns the server pattern error into words and keeps other parts', () => {
    expect(
      detailText(
        [
          {
            loc: ['body', 'username'],
            msg: "String should match pattern '^[\\p{L}0-9_.-][\\p{L}\\p{M}0-9_.-]*$'",
          },
          { loc: ['body', 'password'], msg: 'String should have at least 6 characters' },
        ],
        usernameRuleInWords,
      ),
    ).toBe(
      'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters). | Password: String should have at least 6 characters',
    );
    expect(
      detailText(
        [{ loc: ['body', 'username'], msg: 'String should have at most 30 characters' }],
        usernameRuleInWords,
      ),
    ).toBe('Username must be at most 30 characters long.');
    expect(
      detailText(
        [
          {
            loc: ['body', 'username'],
            msg: 'Value error, Username must not mix letters of different alphabets',
          },
        ],
        usernameRuleInWords,
      ),
    ).toBe(MIXED);
    expect(detailText('Username already taken', usernameRuleInWords)).toBe(
      'Username already taken',
    );
  });
});

const MIXED =
  'Username must use the letters of one alphabet: look-alike letters from different alphabets (such as Latin and Cyrillic) cannot be mixed.';

describe('usernames in any script (issue 29)', () => {
  it.each(['María', 'Jürgen', 'Zoë', '王小明', 'Ju\u0308rgen', 'やまだ太郎', 'Ελένη', 'Дмитрий'])(
    'accepts %s when typing and at sign-up',
    (name) => {
      expect(usernameProblem(name)).toBeNull();
      expect(validateRegister({ ...VALID, username: name })).toBeNull();
    },
  );

  it('refuses a Latin name with a Cyrillic look-alike letter ("pаul")', () => {
    expect(usernameProblem('p\u0430ul')).toBe(MIXED);
    expect(validateRegister({ ...VALID, username: 'p\u0430ul' })).toBe(MIXED);
  });

  it('still refuses spaces and keeps the spec message for fewer than 3 characters', () => {
    expect(usernameProblem('María José')).toBe(
      'Username may only contain letters (of any alphabet), digits and _ . - (no spaces or other characters).',
    );
    expect(validateRegister({ ...VALID, username: '王明' })).toBe(
      'Username must be at least 3 characters long.',
    );
    // Three code points typed decomposed are two characters: counted after NFC.
    expect(validateRegister({ ...VALID, username: 'Zo\u0308' })).toBe(
      'Username must be at least 3 characters long.',
    );
  });
});
