import { describe, expect, it } from 'vitest';
import { addDays, firstDayOfWeek, weekDays, weekStart } from './week';

describe('the plan week', () => {
  it('starts on Monday in German and on Sunday in American English', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    // Saturday 28 November 2026.
    expect(weekStart('2026-11-28', 1)).toBe('2026-11-23');
    expect(weekStart('2026-11-28', 7)).toBe('2026-11-22');
    expect(weekStart('2026-11-22', 7)).toBe('2026-11-22');
    expect(weekStart('2026-11-22', 1)).toBe('2026-11-16');
  });

  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekDays('2026-12-28')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });
});
