/**
 * A product page's address: `/products/<slug>`, the readable URL the shop shares and search engines list. A
 * product kept by this browser before slugs were stored (an old cart line, a recently viewed entry) has only
 * its id: `/products/<id>` still opens its page, which moves the address to the slug's.
 */
export const productPath = (product: { id: string; slug?: string | null }) =>
  `/products/${encodeURIComponent(product.slug || product.id)}`;

/** A product page's address with a variant chosen (`?variant=<id>`), as a cart line links to its kind. */
export const variantPath = (product: { id: string; slug?: string | null; variantId?: string }) =>
  product.variantId ? `${productPath(product)}?variant=${encodeURIComponent(product.variantId)}` : productPath(product);
