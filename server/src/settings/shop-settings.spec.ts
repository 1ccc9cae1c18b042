import {
  CUSTOMER_MESSAGE_KINDS,
  DEFAULT_CUSTOMER_MESSAGES,
  fillTemplate,
  unknownPlaceholders,
  withMessageDefaults,
} from './shop-settings';

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

  test('the checkout reminder takes its link and items, not an order number', () => {
    expect(unknownPlaceholders('reminder', '{name} {items} {total} {shopName} {resumeLink} {stopLink}')).toEqual([]);
    expect(unknownPlaceholders('reminder', 'Order {orderNumber} at {trackingLink}')).toEqual([
      'orderNumber',
      'trackingLink',
    ]);
    expect(unknownPlaceholders('confirmed', 'Back to your cart: {resumeLink}')).toEqual(['resumeLink']);
  });

  test('messages saved before the reminder existed get its default words and wait; saved ones stay', () => {
    const { reminder: _reminder, ...older } = DEFAULT_CUSTOMER_MESSAGES.templates;
    const saved = {
      language: 'ur' as const,
      templates: { ...older, delivered: { en: { subject: 'S', body: 'B' }, ur: { subject: 'س', body: 'ب' } } },
    };
    const filled = withMessageDefaults(saved as never);
    expect(filled.language).toBe('ur');
    expect(filled.templates.delivered.en).toEqual({ subject: 'S', body: 'B' });
    expect(filled.templates.reminder).toEqual(DEFAULT_CUSTOMER_MESSAGES.templates.reminder);
    expect(filled.reminderAfterMinutes).toBe(120);
    expect(withMessageDefaults({ ...filled, reminderAfterMinutes: 30 }).reminderAfterMinutes).toBe(30);
  });
});
