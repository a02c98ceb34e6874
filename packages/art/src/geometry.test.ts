import { describe, expect, it } from 'vitest';
import { oneDecimal, pointList, round, starburst } from './geometry.ts';

describe('starburst', () => {
  it('alternates the outer and inner radius around the centre', () => {
    const points = starburst({ x: 10, y: 20 }, 4, 10, 5);
    expect(points).toHaveLength(8);
    points.forEach(({ x, y }, i) => {
      expect(Math.hypot(x - 10, y - 20)).toBeCloseTo(i % 2 === 0 ? 10 : 5);
    });
  });

  it('points its first spike to the right, or where the rotation turns it', () => {
    const [right] = starburst({ x: 0, y: 0 }, 5, 10, 4);
    expect(right?.x).toBeCloseTo(10);
    expect(right?.y).toBeCloseTo(0);
    const [up] = starburst({ x: 0, y: 0 }, 5, 10, 4, -Math.PI / 2);
    expect(up?.x).toBeCloseTo(0);
    expect(up?.y).toBeCloseTo(-10);
  });
});

describe('pointList', () => {
  const points = [
    { x: 12, y: 3.25 },
    { x: -0.04, y: 7.96 },
  ];

  it('prints one decimal by default', () => {
    expect(pointList(points)).toBe('12.0,3.3 -0.0,8.0');
    expect(oneDecimal(1.04)).toBe('1.0');
  });

  it('prints rounded tenths short when asked', () => {
    expect(pointList(points, round)).toBe('12,3.3 0,8');
  });
});
