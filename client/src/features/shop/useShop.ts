import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const ShopQuery = graphql(`
  query Shop {
    shop {
      name
      whatsapp
      phone
      email
      instagram
      currency
      paymentMethod
      delivery {
        defaultFee
        freeAbove
        cities {
          city
          fee
          freeAbove
        }
      }
    }
  }
`);

/** The merchant's delivery charges (admin settings), as the `shop` query serves them. */
export interface DeliveryRates {
  defaultFee: number;
  freeAbove?: number | null;
  cities: ReadonlyArray<{ city: string; fee: number; freeAbove?: number | null }>;
}

/** The default settings: free delivery everywhere (the specification's order summaries). */
export const FREE_DELIVERY: DeliveryRates = { defaultFee: 0, freeAbove: null, cities: [] };

/** Used until the server's answer arrives (and if it never does): the shop's defaults. */
const DEFAULT_SHOP: ShopDetails = {
  name: 'Volt Accessories',
  whatsapp: '+92 300 1234567',
  phone: '+92 42 3571 0000',
  email: 'support@voltaccessories.pk',
  instagram: '@voltaccessories.pk',
  currency: 'PKR',
  paymentMethod: 'COD',
  delivery: FREE_DELIVERY,
};

export interface ShopDetails {
  name: string;
  whatsapp: string;
  phone: string;
  email: string;
  instagram: string;
  currency: string;
  paymentMethod: string;
  delivery: DeliveryRates;
}

/**
 * The shop name and contact details (WhatsApp, phone, e-mail, Instagram) from one configuration: the
 * server's SHOP_* settings, served by the `shop` query.
 */
export function useShop(): ShopDetails {
  const { data } = useQuery(ShopQuery, { fetchPolicy: 'cache-first' });
  return data?.shop ?? DEFAULT_SHOP;
}
