const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Prices as the shop shows them: 'Rs.' with en-PK separators and no decimals. */
export const formatPrice = (amount: number) => `Rs. ${rupees.format(Math.round(amount))}`;

export const FALLBACK_IMAGE = '/images/logo.svg';
