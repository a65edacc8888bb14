import { describe, expect, it } from 'vitest';
import {
  ApiError,
  MESSAGES,
  NetworkError,
  extractErrorMessage,
  messageFor,
  serverDetailOr,
  splitErrorMessage,
  type ErrorContext,
} from './errors';

const withDetail = (detail: unknown, status = 422) => new ApiError(status, { detail });

describe('extractErrorMessage', () => {
  it('joins a detail array with " | ", each as "Field: message" with the last loc element capitalised', () => {
    const error = withDetail([
      { loc: ['body', 'username'], msg: 'String should have at least 3 characters', type: 'x' },
      { loc: ['body', 'email'], msg: 'value is not a valid email address', type: 'x' },
    ]);
    expect(extractErrorMessage(error)).toBe(
      'Username: String should have at least 3 characters | Email: value is not a valid email address',
    );
  });

  it('leaves out the field when the last location element is body or query', () => {
    const error = withDetail([
      { loc: ['body'], msg: 'Field required', type: 'missing' },
      { loc: ['query'], msg: 'Bad query', type: 'x' },
    ]);
    expect(extractErrorMessage(error)).toBe('Field required | Bad query');
  });

  it('removes a leading "Value error," from the message', () => {
    const error = withDetail([
      { loc: ['body', 'password'], msg: 'Value error, Password is too weak', type: 'value_error' },
    ]);
    expect(extractErrorMessage(error)).toBe('Password: Password is too weak');
  });

  it('uses "Invalid value" for an item without a message', () => {
    expect(extractErrorMessage(withDetail([{ loc: ['body', 'name'] }]))).toBe(
      'Name: Invalid value',
    );
  });

  it('gives "Validation failed" for an empty detail array', () => {
    expect(extractErrorMessage(withDetail([]))).toBe('Validation failed');
  });

  it('shows a string detail as it is', () => {
    expect(extractErrorMessage(withDetail('Incorrect username or password', 401))).toBe(
      'Incorrect username or password',
    );
  });

  it('uses msg, then message, of a detail object', () => {
    expect(extractErrorMessage(withDetail({ msg: 'From msg' }))).toBe('From msg');
    expect(extractErrorMessage(withDetail({ message: 'From message' }))).toBe('From message');
  });

  it('falls back to the response message when there is no detail', () => {
    expect(extractErrorMessage(new ApiError(400, { message: 'Response says no' }))).toBe(
      'Response says no',
    );
  });

  it('falls back to the error message for an error without a response', () => {
    expect(extractErrorMessage(new Error('Failed to fetch user data after login'))).toBe(
      'Failed to fetch user data after login',
    );
  });

  it('says "An error occurred" when nothing more is known', () => {
    expect(extractErrorMessage(new ApiError(500, undefined))).toBe('An error occurred');
    expect(extractErrorMessage(new ApiError(502, '<html>Bad gateway</html>'))).toBe(
      'An error occurred',
    );
    expect(extractErrorMessage({})).toBe('An error occurred');
  });

  it('says "An unknown error occurred" when there is no error at all', () => {
    expect(extractErrorMessage(undefined)).toBe('An unknown error occurred');
    expect(extractErrorMessage(null)).toBe('An unknown error occurred');
  });
});

describe('serverDetailOr', () => {
  it('prefers the server detail and otherwise uses the given default', () => {
    expect(serverDetailOr(withDetail('Username already taken', 409), 'Fallback')).toBe(
      'Username already taken',
    );
    expect(serverDetailOr(new ApiError(500, undefined), 'Failed to update profile.')).toBe(
      'Failed to update profile.',
    );
    expect(serverDetailOr(new NetworkError(), 'Failed to upload image.')).toBe(
      'Failed to upload image.',
    );
  });
});

describe('splitErrorMessage', () => {
  it('splits a message containing "|" into its trimmed parts', () => {
    expect(splitErrorMessage('Username: too short | Email: invalid')).toEqual([
      'Username: too short',
      'Email: invalid',
    ]);
  });

  it('keeps a message without "|" whole', () => {
    expect(splitErrorMessage('Please fill in all fields')).toEqual(['Please fill in all fields']);
  });

  it('drops empty parts', () => {
    expect(splitErrorMessage('A || B |')).toEqual(['A', 'B']);
  });
});

const status = (code: number) => new ApiError(code, { detail: 'x' });
const network = new NetworkError(new TypeError('Failed to fetch'));

describe('messageFor', () => {
  it.each<[ErrorContext, unknown, string]>([
    ['generation', status(500), 'Server error. Please try again later.'],
    ['generation', status(503), 'Server error. Please try again later.'],
    ['generation', status(404), 'Resource not found. Please try again.'],
    ['generation', status(429), 'Too many requests. Please wait a moment.'],
    ['generation', status(400), 'Invalid request. Please check your inputs.'],
    ['generation', network, 'Network error. Please check your connection.'],
    ['generation', status(422), 'Failed to generate recipes. Please try again.'],
    ['generation', new Error('boom'), 'Failed to generate recipes. Please try again.'],
    ['options', status(500), 'Server error. Please try again later.'],
    ['options', status(404), 'Recipe options not found. Please generate again.'],
    ['options', status(429), 'Too many requests. Please wait a moment.'],
    ['options', status(400), 'Invalid request. Please check your inputs.'],
    ['options', network, 'Network error. Please check your connection.'],
    ['options', status(403), 'Failed to load recipe options. Please try again.'],
    ['options', new Error('boom'), 'Failed to load recipe options. Please try again.'],
    ['library', status(500), 'Server error. Please try again later.'],
    ['library', status(401), 'Failed to load collections. Please try again.'],
    ['library', status(404), 'Failed to load collections. Please try again.'],
    ['library', network, 'Network error. Please check your connection.'],
    ['recipeList', status(500), 'Server error. Please try again later.'],
    ['recipeList', status(404), 'Failed to load recipes. Please try again.'],
    ['recipeList', network, 'Network error. Please check your connection.'],
    ['recipe', status(404), 'Recipe not found. It may have been deleted.'],
    ['recipe', status(500), 'Server error. Please try again later.'],
    ['recipe', status(422), 'Failed to load recipe. Please try again.'],
    ['recipe', network, 'Network error. Please check your connection.'],
    ['collection', status(404), 'Collection not found.'],
    ['collection', status(502), 'Server error. Please try again later.'],
    ['collection', status(403), 'Failed to load collection. Please try again.'],
    ['collection', network, 'Network error. Please check your connection.'],
    ['instructions', status(500), 'Failed to load instructions. Please try again.'],
    ['instructions', status(401), 'Failed to load instructions. Please try again.'],
    ['instructions', network, 'Failed to load instructions. Please try again.'],
  ])('%s: %s -> %s', (context, error, expected) => {
    expect(messageFor(context, error)).toBe(expected);
  });

  it('words the transport failures exactly as the product copy does', () => {
    expect(MESSAGES).toEqual({
      serverError: 'Server error. Please try again later.',
      networkError: 'Network error. Please check your connection.',
    });
  });
});
