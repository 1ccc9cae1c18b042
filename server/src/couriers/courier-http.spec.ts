import { callCourierTime } from './callcourier/callcourier.adapter';
import { pakistanIsoTime } from './courier-http';
import { leopardsTime } from './leopards/leopards.adapter';
import { tcsTime } from './tcs/tcs.adapter';
import { traxTime } from './trax/trax.adapter';

describe("couriers' offset-less times are Pakistan time", () => {
  test('the ISO forms: a date, minutes, seconds, .NET fractions', () => {
    expect(pakistanIsoTime('2025-07-02')!.toISOString()).toBe('2025-07-01T19:00:00.000Z');
    expect(pakistanIsoTime('2025-07-02 14:05')!.toISOString()).toBe('2025-07-02T09:05:00.000Z');
    expect(pakistanIsoTime('2025-07-02T14:05:09.1234567')!.toISOString()).toBe('2025-07-02T09:05:09.123Z');
    expect(pakistanIsoTime('02/07/2025')).toBeUndefined();
    expect(pakistanIsoTime(undefined)).toBeUndefined();
  });

  test("each courier's own forms", () => {
    expect(leopardsTime('02/07/2025').toISOString()).toBe('2025-07-01T19:00:00.000Z');
    expect(traxTime('05/04/2022 12:44 PM').toISOString()).toBe('2022-04-05T07:44:00.000Z');
    expect(Number.isNaN(traxTime('2022-04-14').getTime())).toBe(true);
    expect(callCourierTime('/Date(1704186300000)/').toISOString()).toBe('2024-01-02T09:05:00.000Z');
    expect(callCourierTime('2024-01-02T14:05:00').toISOString()).toBe('2024-01-02T09:05:00.000Z');
    expect(tcsTime('20240102 14:05').toISOString()).toBe('2024-01-02T09:05:00.000Z');
    expect(Number.isNaN(tcsTime('soon').getTime())).toBe(true);
  });
});
