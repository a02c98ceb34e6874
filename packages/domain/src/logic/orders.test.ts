import { describe, expect, it } from 'vitest';
import { ORDER_EXPIRY_MINUTES } from '../constants/timings.ts';
import { orderExpiresAt, orderStateAt, orderWhat, receiptNumber } from './orders.ts';

const created = new Date('2026-11-20T10:00:00Z');
const minutesLater = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

describe('orderStateAt', () => {
  it('expires an unpaid order 30 minutes after it was created', () => {
    expect(ORDER_EXPIRY_MINUTES).toBe(30);
    expect(orderExpiresAt(created).toISOString()).toBe('2026-11-20T10:30:00.000Z');
    expect(orderStateAt('created', created, minutesLater(29))).toBe('created');
    expect(orderStateAt('created', created, minutesLater(30))).toBe('expired');
    expect(orderStateAt('created', created, minutesLater(24 * 60))).toBe('expired');
  });

  it('keeps paid and failed orders as they are, however old', () => {
    expect(orderStateAt('paid', created, minutesLater(24 * 60))).toBe('paid');
    expect(orderStateAt('failed', created, minutesLater(24 * 60))).toBe('failed');
  });
});

describe('receiptNumber', () => {
  it('reads ICU- and the first 12 hex digits of the order id in groups of four', () => {
    expect(receiptNumber('3f2a9c1e-77b0-4d2e-9a41-0c5b6e7d8f90')).toBe('ICU-3F2A-9C1E-77B0');
  });

  it('differs for different orders', () => {
    expect(receiptNumber('aaaaaaaa-0000-4000-8000-000000000000')).not.toBe(
      receiptNumber('aaaaaaab-0000-4000-8000-000000000000'),
    );
  });
});

describe('orderWhat', () => {
  it('names the add-on when it was bought', () => {
    const description = 'Monthly Membership Purchase';
    expect(orderWhat({ description, researchPapers: true })).toBe(
      'Monthly Membership Purchase + Research Papers',
    );
    expect(orderWhat({ description, researchPapers: false })).toBe(description);
  });
});
