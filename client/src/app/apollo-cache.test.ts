import { describe, expect, it } from '@jest/globals';
import { gql } from '@apollo/client';
import { createShopCache } from './apollo';

const LoadMore = gql`
  query LoadMore($limit: Int!, $page: Int!) {
    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: "loadMore") {
      items {
        id
        name
      }
    }
  }
`;
const Paged = gql`
  query Paged($limit: Int!, $page: Int!) {
    products(limit: $limit, page: $page, sortBy: LATEST) {
      items {
        id
        name
      }
    }
  }
`;

const page = (from: number, count: number) => ({
  __typename: 'ProductPage',
  items: Array.from({ length: count }, (_, index) => ({
    __typename: 'Product',
    id: `p${from + index}`,
    name: `Product ${from + index}`,
  })),
});
const ids = (data: { products: { items: { id: string }[] } } | null) => data?.products.items.map((item) => item.id);

describe('the products field policy', () => {
  it('joins the pages of a "Load More" list in page order, whatever page the query is read with', () => {
    const cache = createShopCache();
    cache.writeQuery({ query: LoadMore, variables: { limit: 2, page: 1 }, data: { products: page(1, 2) } });
    cache.writeQuery({ query: LoadMore, variables: { limit: 2, page: 2 }, data: { products: page(3, 2) } });
    expect(ids(cache.readQuery({ query: LoadMore, variables: { limit: 2, page: 1 } }))).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
    ]);
    // Page 2 answered again (a refetch) replaces its own place instead of adding copies.
    cache.writeQuery({ query: LoadMore, variables: { limit: 2, page: 2 }, data: { products: page(3, 2) } });
    expect(ids(cache.readQuery({ query: LoadMore, variables: { limit: 2, page: 1 } }))).toEqual([
      'p1',
      'p2',
      'p3',
      'p4',
    ]);
  });

  it('keeps the pages of the paged product list apart', () => {
    const cache = createShopCache();
    cache.writeQuery({ query: Paged, variables: { limit: 2, page: 1 }, data: { products: page(1, 2) } });
    cache.writeQuery({ query: Paged, variables: { limit: 2, page: 2 }, data: { products: page(3, 2) } });
    expect(ids(cache.readQuery({ query: Paged, variables: { limit: 2, page: 1 } }))).toEqual(['p1', 'p2']);
    expect(ids(cache.readQuery({ query: Paged, variables: { limit: 2, page: 2 } }))).toEqual(['p3', 'p4']);
  });
});
