import { describe, expect, it } from '@jest/globals';
import { productPath } from './product-path';

describe('productPath: the address of a product page', () => {
  it("is the product's slug", () => {
    expect(productPath({ id: '6b0512fc5f92b611d6fef8ac', slug: 'anker-nano-ii-65w-3fa2b1' })).toBe(
      '/products/anker-nano-ii-65w-3fa2b1',
    );
  });

  it('is the id for a product kept before slugs were (an old cart line or recently viewed entry)', () => {
    expect(productPath({ id: '6b0512fc5f92b611d6fef8ac' })).toBe('/products/6b0512fc5f92b611d6fef8ac');
    expect(productPath({ id: '6b0512fc5f92b611d6fef8ac', slug: '' })).toBe('/products/6b0512fc5f92b611d6fef8ac');
    expect(productPath({ id: '6b0512fc5f92b611d6fef8ac', slug: null })).toBe('/products/6b0512fc5f92b611d6fef8ac');
  });
});
