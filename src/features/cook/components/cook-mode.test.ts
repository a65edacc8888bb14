import { describe, expect, it } from 'vitest';
import { swipeDirection } from './cook-mode';

describe('swipeDirection', () => {
  it('a leftward move of 50 px or more is "next", rightward is "previous"', () => {
    expect(swipeDirection(-50, 0)).toBe(1);
    expect(swipeDirection(-180, 20)).toBe(1);
    expect(swipeDirection(50, 0)).toBe(-1);
    expect(swipeDirection(200, -40)).toBe(-1);
  });

  it('short moves and mostly vertical ones (scrolling) are no swipe', () => {
    expect(swipeDirection(-49, 0)).toBe(0);
    expect(swipeDirection(30, 0)).toBe(0);
    expect(swipeDirection(-90, 61)).toBe(0);
    expect(swipeDirection(90, -60)).toBe(-1);
    expect(swipeDirection(0, 300)).toBe(0);
  });
});
