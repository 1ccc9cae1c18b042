import { courierFigures, median } from './courier-figures';

const day = (n: number) => new Date(Date.UTC(2025, 6, 1) + n * 86_400_000);

describe('courier figures', () => {
  it('median of an odd and an even count, to a tenth of a day', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    expect(median([1 / 3])).toBe(0.3);
  });

  it("each courier's parcels and its cities: delivered, returned, return rate, days to deliver and to payment", () => {
    const figures = courierFigures([
      { courier: 'leopards', city: 'Lahore', bookedAt: day(0), deliveredAt: day(2), paidAt: day(9) },
      { courier: 'leopards', city: 'lahore ', bookedAt: day(0), deliveredAt: day(4) },
      { courier: 'leopards', city: 'Pindi', bookedAt: day(1), returnedAt: day(6) },
      { courier: 'leopards', city: 'Rawalpindi', bookedAt: day(1) },
      { courier: 'postex', city: 'Karachi', bookedAt: day(0), deliveredAt: day(1), paidAt: day(4) },
    ]);
    expect(figures.map((row) => row.courier)).toEqual(['leopards', 'postex']);
    expect(figures[0]).toMatchObject({
      courierName: 'Leopards Courier',
      booked: 4,
      delivered: 2,
      returned: 1,
      returnRate: 0.333,
      medianDaysToDeliver: 3,
      medianDaysToPayment: 7,
    });
    expect(figures[0].cities).toEqual([
      expect.objectContaining({ city: 'Lahore', booked: 2, delivered: 2, returned: 0, returnRate: 0 }),
      expect.objectContaining({ booked: 2, delivered: 0, returned: 1, returnRate: 1, medianDaysToDeliver: null }),
    ]);
    expect(['Pindi', 'Rawalpindi']).toContain(figures[0].cities[1].city);
    expect(figures[1]).toMatchObject({ booked: 1, returnRate: 0, medianDaysToDeliver: 1, medianDaysToPayment: 3 });
  });
});
