import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '#src/api/errors';
import { importFailureOf } from './import-errors';

const item = (type: string) => ({ detail: [{ loc: ['body', 'url'], msg: 'x', type }] });

describe('importFailureOf', () => {
  it('reads the 422 item type of the contract', () => {
    expect(importFailureOf(new ApiError(422, item('import_no_recipe')))).toBe('import_no_recipe');
    expect(importFailureOf(new ApiError(422, item('import_address_not_allowed')))).toBe(
      'import_address_not_allowed',
    );
    expect(importFailureOf(new ApiError(422, item('string_too_short')))).toBe('failed');
  });

  it('tells rate limits, too large bodies, network and other failures apart', () => {
    expect(importFailureOf(new ApiError(429, { detail: 'slow down' }))).toBe('tooMany');
    expect(importFailureOf(new ApiError(413, { detail: 'big' }))).toBe('import_too_large');
    expect(importFailureOf(new NetworkError())).toBe('network');
    expect(importFailureOf(new ApiError(500, undefined))).toBe('failed');
    expect(importFailureOf(new Error('x'))).toBe('failed');
  });
});
