import { describe, expect, it } from 'vitest';
import { clampPanelPercent, PANEL, percentFromKey, percentFromPointer } from './panel';

describe('recipe panel width', () => {
  it('starts at 40% and stays within 20-80%', () => {
    expect(PANEL.defaultPercent).toBe(40);
    expect(PANEL.collapsedPx).toBe(64);
    expect(clampPanelPercent(10)).toBe(20);
    expect(clampPanelPercent(95)).toBe(80);
    expect(clampPanelPercent(55.55)).toBe(55.6);
    expect(clampPanelPercent(Number.NaN)).toBe(40);
  });

  it('follows the pointer across the container', () => {
    expect(percentFromPointer(600, 100, 1000)).toBe(50);
    expect(percentFromPointer(120, 100, 1000)).toBe(20);
    expect(percentFromPointer(1200, 100, 1000)).toBe(80);
    expect(percentFromPointer(500, 0, 0)).toBe(40);
  });

  it('moves with the arrow keys and jumps with Home and End', () => {
    expect(percentFromKey(40, 'ArrowRight')).toBe(42);
    expect(percentFromKey(40, 'ArrowLeft')).toBe(38);
    expect(percentFromKey(40, 'ArrowLeft', true)).toBe(20);
    expect(percentFromKey(79, 'ArrowUp')).toBe(80);
    expect(percentFromKey(40, 'Home')).toBe(20);
    expect(percentFromKey(40, 'End')).toBe(80);
    expect(percentFromKey(40, 'a')).toBeNull();
  });
});
