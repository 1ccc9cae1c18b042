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
    }
  }
`);

/** Used until the server's answer arrives (and if it never does): the shop's defaults. */
const DEFAULT_SHOP = {
  name: 'Volt Accessories',
  whatsapp: '+92 300 1234567',
  phone: '+92 42 3571 0000',
  email: 'support@voltaccessories.pk',
  instagram: '@voltaccessories.pk',
  currency: 'PKR',
  paymentMethod: 'COD',
};

export type ShopDetails = typeof DEFAULT_SHOP;

/**
 * The shop name and contact details (WhatsApp, phone, e-mail, Instagram) from one configuration: the
 * server's SHOP_* settings, served by the `shop` query.
 */
export function useShop(): ShopDetails {
  const { data } = useQuery(ShopQuery, { fetchPolicy: 'cache-first' });
  return data?.shop ?? DEFAULT_SHOP;
}
