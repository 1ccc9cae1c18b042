import { leopardsTime } from './leopards/leopards.adapter';
import { traxTime } from './trax/trax.adapter';

describe("couriers' times, written in Pakistan time without an offset", () => {
  it.each([
    ['2024-01-02', '2024-01-01T19:00:00.000Z'],
    ['2024-01-02 14:05:00', '2024-01-02T09:05:00.000Z'],
    ['02/01/2024', '2024-01-01T19:00:00.000Z'],
  ])('Leopards %s is %s', (text, iso) => expect(leopardsTime(text).toISOString()).toBe(iso));

  it.each([
    ['05/04/2022 12:44 PM', '2022-04-05T07:44:00.000Z'],
    ['05/04/2022 12:10 AM', '2022-04-04T19:10:00.000Z'],
    ['31/03/2022 02:41 PM', '2022-03-31T09:41:00.000Z'],
    ['2022- 04 - 14 11:10:47', '2022-04-14T06:10:47.000Z'],
  ])('Trax %s is %s', (text, iso) => expect(traxTime(text).toISOString()).toBe(iso));

  it('anything else is no time', () => {
    for (const text of ['', 'yesterday', '2024/01/02', undefined])
      expect([leopardsTime(text).getTime(), traxTime(text).getTime()]).toEqual([NaN, NaN]);
  });
});
