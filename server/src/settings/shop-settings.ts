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

export interface ShopSettings {
  shipping: ShippingSettings;
  cod: CodSettings;
  confirmation: ConfirmationSettings;
  shop: ShopContact;
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

/** The settings before an admin changes anything: free delivery everywhere (the specification's summaries). */
export function defaultShopSettings(config: Pick<AppConfig, 'shop'>): ShopSettings {
  return {
    shipping: { defaultFee: 0, freeAbove: null, cities: [] },
    cod: { minOrder: null, maxOrder: null, cities: [], maxOpenPerPhone: 3 },
    confirmation: { windowHours: 48, templates: { ...DEFAULT_CONFIRMATION_TEMPLATES } },
    shop: { ...config.shop },
  };
}
