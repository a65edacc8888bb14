import { describe, expect, it } from 'vitest';
import { circleRadius, connectorPath, CURVE_AMOUNT } from './geometry';

describe('circleRadius', () => {
  it('scales from 36 px at 320 wide to 60 px at 1920 wide, clamped outside', () => {
    expect(circleRadius(320)).toBe(36);
    expect(circleRadius(1920)).toBe(60);
    expect(circleRadius(1120)).toBe(48);
    expect(circleRadius(200)).toBe(36);
    expect(circleRadius(3000)).toBe(60);
    expect(circleRadius(Number.NaN)).toBe(36);
  });
});

describe('connectorPath', () => {
  it('joins the bottom of one circle to the top of the next with handles 180 px sideways', () => {
    expect(CURVE_AMOUNT).toBe(180);
    expect(connectorPath({ x: 50, y: 50 }, { x: 150, y: 350 }, 40)).toBe(
      'M 50 90 C 230 163.3 -30 236.7 150 310',
    );
    expect(connectorPath({ x: 150, y: 50 }, { x: 50, y: 350 }, 40)).toBe(
      'M 150 90 C -30 163.3 230 236.7 50 310',
    );
  });
});
