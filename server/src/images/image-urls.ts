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

/**
 * Where the JPEG copies of product pictures for link previews are served: WhatsApp, Facebook and others show a
 * JPEG everywhere, a WebP not on every app version. Made from the picture on first request (ProductImagesService).
 */
export const SHARE_IMAGES_URL = '/images/share';

/**
 * The picture a link preview shows for a product picture's URL: a JPEG copy of an uploaded picture
 * (`/images/share/<uuid>.jpg`) or of a demo picture (`/images/demo/<slug>-<n>.jpg`); any other URL as it is.
 */
export function shareImageUrl(url: string): string {
  const uploaded = UPLOADED_URL.exec(url);
  if (uploaded) return `${SHARE_IMAGES_URL}/${uploaded[1]}.jpg`;
  const demo = DEMO_URL.exec(url);
  return demo ? `${demo[1]}.jpg` : url;
}
