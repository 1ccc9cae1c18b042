import { DEMO_CATALOGUE } from '../demo/demo-catalogue';
import { productSlug } from './products.service';

/** The slug format as it was before slugify: kept identical for every name. */
function previousBase(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

const baseOf = (slug: string) => {
  expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-[0-9a-f]{6}$/);
  return slug.slice(0, -7);
};

describe('productSlug', () => {
  test.each([
    ['Anker Nano Charger', 'anker-nano-charger'],
    ['  Café — USB-C/Lightning 65W (Fast)! ', 'cafe-usb-c-lightning-65w-fast'],
    ['Crème brûlée 2-in-1', 'creme-brulee-2-in-1'],
    ['!!!', 'product'],
    ['', 'product'],
    ['a'.repeat(59) + ' bcd', 'a'.repeat(59)],
  ])('%j gives %j and 6 random hex characters', (name, base) => {
    expect(baseOf(productSlug(name))).toBe(base);
  });

  test('every demo product name gives the slug it gave before slugify', () => {
    for (const product of DEMO_CATALOGUE)
      expect(baseOf(productSlug(product.name))).toBe(previousBase(product.name) || 'product');
  });

  test('two products of one name get different slugs', () => {
    expect(productSlug('Same name')).not.toBe(productSlug('Same name'));
  });
});
