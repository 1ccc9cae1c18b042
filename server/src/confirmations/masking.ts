import { displayPhone } from '../common/phone/pakistani-phone';

/**
 * What a page without sign-in shows of a shipping address: enough for the customer to recognise their
 * order, too little to learn where someone lives. First name and initial, the address's first few
 * characters, the city, and the phone's last four digits.
 */
export interface MaskedAddress {
  name: string;
  address: string;
  city: string;
  phone: string;
}

export function maskAddress(contact: {
  name?: string;
  address?: string;
  city?: string;
  phone?: string;
}): MaskedAddress {
  const [first = '', ...rest] = (contact.name ?? '').trim().split(/\s+/);
  const last = rest.at(-1);
  const address = (contact.address ?? '').trim();
  const shown = address.slice(0, Math.min(4, Math.floor(address.length / 3)));
  const phone = displayPhone(contact.phone ?? '');
  return {
    name: last ? `${first} ${last[0]}.` : first,
    address: address ? `${shown}${'•'.repeat(Math.max(4, Math.min(12, address.length - shown.length)))}` : '',
    city: contact.city ?? '',
    phone: phone.length > 4 ? `${phone.slice(0, 4)} •••${phone.replace(/\D/g, '').slice(-4)}` : '',
  };
}
