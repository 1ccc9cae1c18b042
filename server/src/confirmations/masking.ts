import { maskPhone } from '../common/phone/pakistani-phone';

export { maskPhone };

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

type Contact = { name?: string; address?: string; city?: string; phone?: string };

export function maskAddress(contact: Contact): MaskedAddress {
  const [first = '', ...rest] = (contact.name ?? '').trim().split(/\s+/);
  const last = rest.at(-1);
  const address = (contact.address ?? '').trim();
  const shown = address.slice(0, Math.min(4, Math.floor(address.length / 3)));
  return {
    name: last ? `${first} ${last[0]}.` : first,
    address: address ? `${shown}${'•'.repeat(Math.max(4, Math.min(12, address.length - shown.length)))}` : '',
    city: contact.city ?? '',
    phone: maskPhone(contact.phone),
  };
}

/**
 * What the confirmation link's page shows of the address: name, address and city in full, for the customer to
 * check where the parcel goes before confirming it (a wrong address is a parcel that comes back). The link is a
 * secret sent to the order's phone, so whoever holds it already reached that phone: the phone stays masked, as
 * nothing is checked by reading it again, and a forwarded or leaked link gives away one detail less.
 */
export function linkAddress(contact: Contact): MaskedAddress {
  return {
    name: (contact.name ?? '').trim(),
    address: (contact.address ?? '').trim(),
    city: contact.city ?? '',
    phone: maskPhone(contact.phone),
  };
}
