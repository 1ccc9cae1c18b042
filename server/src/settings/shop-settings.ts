import type { AppConfig } from '../config/app-config';

/**
 * The merchant's settings: delivery charges, cash-on-delivery rules, the confirmation
 * window and message templates, and the shop's contact details. `SettingsService.current()` is the one way
 * to read them; the first values come from the `SHOP_*` configuration and the defaults below.
 */
export interface CityDeliveryFee {
  city: string;
  fee: number;
  /** Free delivery at or above this subtotal in this city; null: never free by amount. */
  freeAbove: number | null;
}

export interface ShippingSettings {
  defaultFee: number;
  freeAbove: number | null;
  cities: CityDeliveryFee[];
}

export interface CodSettings {
  /** Smallest and largest COD order value (subtotal); null: no bound. */
  minOrder: number | null;
  maxOrder: number | null;
  /** The cities where COD is offered; empty: everywhere. */
  cities: string[];
  /** At most this many open, unconfirmed orders per phone. */
  maxOpenPerPhone: number;
}

export type MessageLanguage = 'en' | 'ur';

export interface ConfirmationSettings {
  /** An order still awaiting confirmation this long after placing expires (and is cancelled). */
  windowHours: number;
  /**
   * The confirmation message, per language. Placeholders: {shopName} {orderNumber} {items} {total} {link}
   * {customerName}.
   */
  templates: Record<MessageLanguage, string>;
}

export interface ShopContact {
  name: string;
  whatsapp: string;
  phone: string;
  email: string;
  instagram: string;
}

/**
 * The order's steps the customer is told of (see server/src/notifications), and the reminder of a checkout left
 * half-way (see server/src/open-checkouts).
 */
export const CUSTOMER_MESSAGE_KINDS = ['confirmed', 'shipped', 'delivered', 'returned', 'reminder'] as const;
export type CustomerMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

/** One message in one language: the e-mail's subject, and the text (the e-mail's body; WhatsApp sends its own approved template). */
export interface CustomerMessageTemplate {
  subject: string;
  body: string;
}

/**
 * The messages to the customer at each step of the order: the language they are written in, and each message in
 * English and Urdu. Placeholders: MESSAGE_PLACEHOLDERS of the message's kind.
 */
export interface CustomerMessageSettings {
  language: MessageLanguage;
  templates: Record<CustomerMessageKind, Record<MessageLanguage, CustomerMessageTemplate>>;
  /** A checkout left this long after its phone was typed, with no order since, gets its one reminder. */
  reminderAfterMinutes: number;
}

/** The reminder's wait by default: two hours. */
export const DEFAULT_REMINDER_AFTER_MINUTES = 120;

const COMMON_PLACEHOLDERS = ['name', 'orderNumber', 'total', 'shopName', 'stopLink'] as const;
/** The placeholders each message may use; any other is refused when the templates are saved. */
export const MESSAGE_PLACEHOLDERS: Readonly<Record<CustomerMessageKind, readonly string[]>> = {
  confirmed: COMMON_PLACEHOLDERS,
  shipped: [...COMMON_PLACEHOLDERS, 'courier', 'trackingNumber', 'trackingLink'],
  delivered: COMMON_PLACEHOLDERS,
  returned: COMMON_PLACEHOLDERS,
  reminder: ['name', 'items', 'total', 'shopName', 'resumeLink', 'stopLink'],
};

/** The `{word}` placeholders of a template that its kind does not know, in the order they appear. */
export function unknownPlaceholders(kind: CustomerMessageKind, text: string): string[] {
  const known = MESSAGE_PLACEHOLDERS[kind];
  const found = [...text.matchAll(/\{([^{}\s]*)\}/g)].map((match) => match[1]);
  return [...new Set(found.filter((name) => !known.includes(name)))];
}

/** A template with its placeholders filled; a value that is missing leaves its placeholder empty. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_whole, name: string) => values[name] ?? '');
}

export interface ShopSettings {
  shipping: ShippingSettings;
  cod: CodSettings;
  confirmation: ConfirmationSettings;
  shop: ShopContact;
  messages: CustomerMessageSettings;
}

export const DEFAULT_CONFIRMATION_TEMPLATES: Record<MessageLanguage, string> = {
  en:
    'Assalam o Alaikum {customerName}! Thank you for your order {orderNumber} at {shopName}.\n' +
    '{items}\nTotal: {total} (cash on delivery)\n' +
    'Please confirm or cancel your order here: {link}',
  ur:
    'السلام علیکم {customerName}! {shopName} پر آپ کے آرڈر {orderNumber} کا شکریہ۔\n' +
    '{items}\nکل رقم: {total} (کیش آن ڈیلیوری)\n' +
    'براہ کرم یہاں اپنے آرڈر کی تصدیق یا منسوخی کریں: {link}',
};

export const DEFAULT_CUSTOMER_MESSAGES: CustomerMessageSettings = {
  language: 'en',
  templates: {
    confirmed: {
      en: {
        subject: 'Your order {orderNumber} is confirmed',
        body:
          'Assalam o Alaikum {name}! Your order {orderNumber} at {shopName} is confirmed. ' +
          'We will send it soon; please keep {total} ready in cash for the rider.',
      },
      ur: {
        subject: 'آپ کا آرڈر {orderNumber} کنفرم ہو گیا',
        body:
          'السلام علیکم {name}! {shopName} پر آپ کا آرڈر {orderNumber} کنفرم ہو گیا ہے۔ ' +
          'ہم جلد اسے روانہ کریں گے؛ براہ کرم رائیڈر کے لیے {total} نقد تیار رکھیں۔',
      },
    },
    shipped: {
      en: {
        subject: 'Your order {orderNumber} is on its way',
        body:
          'Assalam o Alaikum {name}! Your order {orderNumber} has left {shopName} with {courier}. ' +
          'Tracking number: {trackingNumber}. Follow it here: {trackingLink}',
      },
      ur: {
        subject: 'آپ کا آرڈر {orderNumber} روانہ ہو گیا',
        body:
          'السلام علیکم {name}! آپ کا آرڈر {orderNumber} {courier} کے ذریعے روانہ ہو گیا ہے۔ ' +
          'ٹریکنگ نمبر: {trackingNumber}۔ یہاں دیکھیں: {trackingLink}',
      },
    },
    delivered: {
      en: {
        subject: 'Your order {orderNumber} was delivered',
        body: 'Assalam o Alaikum {name}! Your order {orderNumber} was delivered. Thank you for shopping at {shopName}.',
      },
      ur: {
        subject: 'آپ کا آرڈر {orderNumber} پہنچ گیا',
        body: 'السلام علیکم {name}! آپ کا آرڈر {orderNumber} آپ تک پہنچ گیا ہے۔ {shopName} سے خریداری کا شکریہ۔',
      },
    },
    returned: {
      en: {
        subject: 'Your order {orderNumber} came back to us',
        body:
          'Assalam o Alaikum {name}. Your order {orderNumber} came back to {shopName} without being delivered. ' +
          'What went wrong? Please reply to this message and tell us, so we can send it again.',
      },
      ur: {
        subject: 'آپ کا آرڈر {orderNumber} واپس آ گیا',
        body:
          'السلام علیکم {name}۔ آپ کا آرڈر {orderNumber} ڈیلیور ہوئے بغیر {shopName} کو واپس آ گیا ہے۔ ' +
          'کیا مسئلہ ہوا؟ براہ کرم اس پیغام کا جواب دے کر بتائیں تاکہ ہم اسے دوبارہ بھیج سکیں۔',
      },
    },
    reminder: {
      en: {
        subject: 'Your cart is waiting at {shopName}',
        body:
          'Assalam o Alaikum {name}! You left {items} ({total}) in your cart at {shopName}. ' +
          'Your cart and address are saved: finish your order here: {resumeLink}',
      },
      ur: {
        subject: '{shopName} پر آپ کی ٹوکری آپ کی منتظر ہے',
        body:
          'السلام علیکم {name}! آپ نے {shopName} پر اپنی ٹوکری میں {items} ({total}) چھوڑے تھے۔ ' +
          'آپ کی ٹوکری اور پتہ محفوظ ہیں: اپنا آرڈر یہاں مکمل کریں: {resumeLink}',
      },
    },
  },
  reminderAfterMinutes: DEFAULT_REMINDER_AFTER_MINUTES,
};

/** Saved messages settings over the defaults: a section saved before the reminder existed gets the default one. */
export function withMessageDefaults(saved: Partial<CustomerMessageSettings> | undefined): CustomerMessageSettings {
  if (!saved) return structuredClone(DEFAULT_CUSTOMER_MESSAGES);
  return {
    language: saved.language ?? DEFAULT_CUSTOMER_MESSAGES.language,
    templates: { ...structuredClone(DEFAULT_CUSTOMER_MESSAGES.templates), ...saved.templates },
    reminderAfterMinutes: saved.reminderAfterMinutes ?? DEFAULT_REMINDER_AFTER_MINUTES,
  };
}

/** The settings before an admin changes anything: free delivery everywhere (the specification's summaries). */
export function defaultShopSettings(config: Pick<AppConfig, 'shop'>): ShopSettings {
  return {
    shipping: { defaultFee: 0, freeAbove: null, cities: [] },
    cod: { minOrder: null, maxOrder: null, cities: [], maxOpenPerPhone: 3 },
    confirmation: { windowHours: 48, templates: { ...DEFAULT_CONFIRMATION_TEMPLATES } },
    shop: { ...config.shop },
    messages: structuredClone(DEFAULT_CUSTOMER_MESSAGES),
  };
}
