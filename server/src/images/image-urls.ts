/** Where product pictures are served, and their sizes: no dependencies, so any domain may use them. */

/** The sizes every uploaded picture is stored in, as WebP: cards in lists, and the detail gallery (px). */
export const PRODUCT_IMAGE_SIZES = { card: 400, detail: 1000 } as const;

/** Public URL prefix of uploaded pictures; served from `${uploadDir}/products` by http-setup. */
export const PRODUCT_IMAGES_URL = '/images/products';

/** An uploaded picture's detail-size URL; its id is the first group. */
export const UPLOADED_URL =
  /^\/images\/products\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-1000\.webp$/;

/** `/images/demo/<slug>-<n>.webp`: a demo picture, which is drawn in the card size too (`…-400.webp`, see demo/). */
const DEMO_URL = /^(\/images\/demo\/[a-z0-9-]+-\d)\.webp$/;

/** The card-size (400 px) URL of a demo picture's URL, or undefined for any other URL. */
const demoCardImageUrl = (url: string) => {
  const match = DEMO_URL.exec(url);
  return match ? `${match[1]}-400.webp` : undefined;
};

/** The card-size URL of a product picture: uploaded and demo pictures have one; other pictures are used as they are. */
export function cardImageUrl(url: string): string {
  const match = UPLOADED_URL.exec(url);
  return match ? `${PRODUCT_IMAGES_URL}/${match[1]}-${PRODUCT_IMAGE_SIZES.card}.webp` : (demoCardImageUrl(url) ?? url);
}
