/**
 * Prices as the shop shows them: 'Rs.', whole rupees, a comma every three digits as en-PK writes them
 * ('Rs. 1,234,567'). Written out rather than with Intl.NumberFormat: building one costs a phone a noticeable part of
 * the first screen's script time (the locale's data), for a rule this simple.
 */
export const formatPrice = (amount: number) => {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `Rs. ${whole < 0 ? '-' : ''}${digits}`;
};

/** Dates in the shopper's local date format. */
export const formatDate = (value: string | number | Date) => new Date(value).toLocaleDateString();

/** Date and time in the shopper's local format. */
export const formatDateTime = (value: string | number | Date) => new Date(value).toLocaleString();

/** The order ID a shopper sees: the order number, else the last 8 characters of the id in uppercase. */
export const displayOrderId = (order: { id: string; orderNumber?: string | null }) =>
  order.orderNumber || order.id.slice(-8).toUpperCase();

/** The shop logo, shown wherever a product picture is missing or broken. */
export const FALLBACK_IMAGE = '/images/logo.svg';

/** Discount as cards show it: rounded percentage, only when the paid price is below the original. */
export const discountPercent = (original: number, paid: number) =>
  paid < original && original > 0 ? Math.round(((original - paid) / original) * 100) : 0;

/** WhatsApp chat link for a phone number such as '+92 300 1234567'. */
export const whatsappLink = (phone: string, text?: string) =>
  `https://wa.me/${phone.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

/** tel: link for a phone number. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
