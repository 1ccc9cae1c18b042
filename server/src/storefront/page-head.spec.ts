import type { Product } from '../products/models/product.model';
import { escapeHtml, headTags, homeHead, listHead, plainSummary, productHead } from './page-head';

const ADDRESS = 'https://shop.example.pk';

const product = (overrides: Partial<Product> = {}): Product => ({
  id: '6b0512fc5f92b611d6fef8ac',
  slug: 'anker-nano-ii-65w-3fa2b1',
  name: 'Anker Nano II 65W',
  description: 'A small charger.\n\nCharges a laptop   and a phone.',
  brand: 'Anker',
  category: 'Chargers',
  price: 9000,
  originalPrice: 9000,
  discountPrice: 7499,
  finalPrice: 7499,
  discountPercentage: 17,
  images: ['/images/products/a-1000.webp', '/images/products/b-1000.webp'],
  cardImages: ['/images/products/a-400.webp', '/images/products/b-400.webp'],
  stockQuantity: 3,
  inStock: true,
  specifications: [],
  tags: [],
  condition: 'new',
  featured: false,
  trendy: false,
  options: [],
  variants: [],
  pricesVary: false,
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-02T00:00:00Z'),
  ...overrides,
});

/** The value of each `<meta … content>` and `<link rel=canonical>`, by its name or property. */
function tagsOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g))
    tags[key] = value;
  const canonical = /<link rel="canonical" href="([^"]*)" \/>/.exec(html);
  if (canonical) tags.canonical = canonical[1];
  return tags;
}

/** A JSON-LD object, read loosely: the tests compare whole values. */
type JsonLd = Record<string, unknown> & {
  offers: Record<string, unknown> | Record<string, unknown>[];
  itemListElement: unknown[];
};

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as JsonLd,
  );

describe('plainSummary', () => {
  it('makes one line of the text', () => {
    expect(plainSummary('  A small charger.\n\nCharges a laptop\tand a phone. ')).toBe(
      'A small charger. Charges a laptop and a phone.',
    );
  });

  it('cuts a long text at a word, with an ellipsis, within the bound', () => {
    const text = 'word '.repeat(60);
    const summary = plainSummary(text, 160);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toMatch(/^(word )+word…$/);
  });

  it('cuts a text without spaces where the bound is', () => {
    expect(plainSummary('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('escapeHtml', () => {
  it('writes the characters that end an attribute or start markup as character references', () => {
    expect(escapeHtml(`Cable <b>"Pro"</b> & 'Co'`)).toBe(
      'Cable &#60;b&#62;&#34;Pro&#34;&#60;/b&#62; &#38; &#39;Co&#39;',
    );
  });
});

describe("a product page's head", () => {
  it('has the title, description, canonical, Open Graph and Twitter tags of the product', () => {
    const html = headTags(productHead(product(), 'Volt Accessories', ADDRESS), 'The shop.');
    expect(html).toContain('<title>Anker Nano II 65W | Volt Accessories</title>');
    expect(tagsOf(html)).toEqual({
      description: 'A small charger. Charges a laptop and a phone.',
      canonical: `${ADDRESS}/products/anker-nano-ii-65w-3fa2b1`,
      'og:type': 'product',
      'og:site_name': 'Volt Accessories',
      'og:title': 'Anker Nano II 65W',
      'og:description': 'Rs. 7,499 · A small charger. Charges a laptop and a phone.',
      'og:url': `${ADDRESS}/products/anker-nano-ii-65w-3fa2b1`,
      'og:image': `${ADDRESS}/images/products/a-1000.webp`,
      'og:image:alt': 'Anker Nano II 65W',
      'product:price:amount': '7499',
      'product:price:currency': 'PKR',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Anker Nano II 65W',
      'twitter:description': 'Rs. 7,499 · A small charger. Charges a laptop and a phone.',
      'twitter:image': `${ADDRESS}/images/products/a-1000.webp`,
    });
  });

  it('describes the product, its offer and its place in the shop in JSON-LD', () => {
    const [data, trail] = jsonLdOf(headTags(productHead(product(), 'Volt', ADDRESS), ''));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Anker Nano II 65W',
      description: 'A small charger. Charges a laptop and a phone.',
      image: [`${ADDRESS}/images/products/a-1000.webp`, `${ADDRESS}/images/products/b-1000.webp`],
      brand: { '@type': 'Brand', name: 'Anker' },
      category: 'Chargers',
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: 7499,
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ADDRESS}/products/anker-nano-ii-65w-3fa2b1`,
      },
    });
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ADDRESS}/` },
      { '@type': 'ListItem', position: 2, name: 'Chargers', item: `${ADDRESS}/category/Chargers` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Anker Nano II 65W',
        item: `${ADDRESS}/products/anker-nano-ii-65w-3fa2b1`,
      },
    ]);
  });

  it('gives a product sold in kinds an Offer per variant, with its SKU, price, stock and address', () => {
    const kind = (id: string, sku: string, values: string[], finalPrice: number, stockQuantity: number) => ({
      id,
      sku,
      values,
      price: finalPrice,
      finalPrice,
      discountPercentage: 0,
      stockQuantity,
      inStock: stockQuantity > 0,
      images: [],
      cardImages: [],
      ownImages: [],
    });
    const inKinds = product({
      options: [{ name: 'Plug', values: ['UK', 'EU'] }],
      variants: [kind('a'.repeat(24), 'NANO-UK', ['UK'], 7499, 3), kind('b'.repeat(24), 'NANO-EU', ['EU'], 7999, 0)],
    });
    const [data] = jsonLdOf(headTags(productHead(inKinds, 'Volt', ADDRESS), ''));
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        sku: 'NANO-UK',
        name: 'UK',
        priceCurrency: 'PKR',
        price: 7499,
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ADDRESS}/products/anker-nano-ii-65w-3fa2b1?variant=${'a'.repeat(24)}`,
      },
      expect.objectContaining({ sku: 'NANO-EU', price: 7999, availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('says out of stock, used, and the list price when there is no discount', () => {
    const [data] = jsonLdOf(
      headTags(
        productHead(
          product({ inStock: false, stockQuantity: 0, condition: 'old', discountPrice: undefined, finalPrice: 9000 }),
          'Volt',
          ADDRESS,
        ),
        '',
      ),
    );
    expect(data.offers).toMatchObject({
      price: 9000,
      availability: 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/UsedCondition',
    });
  });

  it('escapes the name in every tag and keeps the JSON-LD script closed', () => {
    const name = `Cable </script><b>"Pro"</b> & Co`;
    const html = headTags(productHead(product({ name }), 'Volt', ADDRESS), '');
    expect(html).toContain(
      '<title>Cable &#60;/script&#62;&#60;b&#62;&#34;Pro&#34;&#60;/b&#62; &#38; Co | Volt</title>',
    );
    expect(html).not.toContain('<b>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(jsonLdOf(html)[0].name).toBe(name);
  });

  it('leaves out every tag that needs the shop’s address when PUBLIC_URL is not set', () => {
    const html = headTags(productHead(product(), 'Volt', undefined), '');
    const tags = tagsOf(html);
    for (const key of ['canonical', 'og:url', 'og:image', 'twitter:image']) expect(tags[key]).toBeUndefined();
    expect(tags['twitter:card']).toBe('summary');
    expect(tags['og:title']).toBe('Anker Nano II 65W');
    const data = jsonLdOf(html);
    expect(data).toHaveLength(1);
    expect(data[0].image).toBeUndefined();
    expect((data[0].offers as Record<string, unknown>).url).toBeUndefined();
  });
});

describe('the heads of the other pages', () => {
  it("gives the home page the shop's name and the template's description", () => {
    const html = headTags(homeHead('Volt Accessories', ADDRESS), 'Genuine accessories.');
    expect(html).toContain('<title>Volt Accessories</title>');
    expect(tagsOf(html)).toMatchObject({
      description: 'Genuine accessories.',
      canonical: `${ADDRESS}/`,
      'og:type': 'website',
      'og:description': 'Genuine accessories.',
    });
  });

  it('gives lists the titles the client sets, and a canonical without filters', () => {
    expect(listHead({}, 'Volt', ADDRESS)).toMatchObject({ title: 'All Products | Volt', url: `${ADDRESS}/products` });
    expect(listHead({ search: 'anker', page: 2 }, 'Volt', ADDRESS)).toMatchObject({
      title: 'Search Results for "anker" | Volt',
      url: `${ADDRESS}/products?page=2`,
    });
    const category = listHead({ category: 'Power Banks' }, 'Volt', ADDRESS);
    expect(category).toMatchObject({ title: 'Power Banks | Volt', url: `${ADDRESS}/category/Power%20Banks` });
    expect(category.description).toContain('Power Banks');
    expect(category.structuredData).toHaveLength(1);
  });
});
