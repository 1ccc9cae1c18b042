import { CUSTOMER_MESSAGE_KINDS, DEFAULT_CUSTOMER_MESSAGES, fillTemplate, unknownPlaceholders } from './shop-settings';

describe('customer message templates', () => {
  test('the default templates use only their kind’s placeholders', () => {
    for (const kind of CUSTOMER_MESSAGE_KINDS)
      for (const language of ['en', 'ur'] as const) {
        const { subject, body } = DEFAULT_CUSTOMER_MESSAGES.templates[kind][language];
        expect({ kind, language, unknown: unknownPlaceholders(kind, `${subject}\n${body}`) }).toEqual({
          kind,
          language,
          unknown: [],
        });
      }
  });

  test('a placeholder of another kind, a typo or an empty one is unknown, once each', () => {
    expect(unknownPlaceholders('delivered', '{name} {trackingNumber} {orderNumbr} {} {orderNumbr}')).toEqual([
      'trackingNumber',
      'orderNumbr',
      '',
    ]);
    expect(unknownPlaceholders('shipped', '{courier} {trackingNumber} {trackingLink} {stopLink}')).toEqual([]);
  });

  test('filling puts each value in its place; a missing value leaves nothing', () => {
    expect(fillTemplate('Hello {name}, order {orderNumber}{missing}.', { name: 'Sana', orderNumber: 'VA-1' })).toBe(
      'Hello Sana, order VA-1.',
    );
  });
});
