/** The prompt-fit quality table on the built-in engine. */
import { describe, expect, it } from 'vitest';
import { checkRequest } from './check.ts';
import { QUALITY_REQUESTS } from './requests.ts';

describe('prompt-fit quality table', () => {
  it('has at least 120 requests', () => {
    expect(QUALITY_REQUESTS.length).toBeGreaterThanOrEqual(120);
  });

  for (const row of QUALITY_REQUESTS) {
    it(`${row.prompt || '(no prompt)'}${row.ingredients ? ` [${row.ingredients}]` : ''}`, () => {
      expect(checkRequest(row)).toEqual([]);
    });
  }
});
