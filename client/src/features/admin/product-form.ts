import type { AdminProductFieldsFragment, ProductCondition } from '../../gql/graphql';
import { MAX_PRODUCT_IMAGES } from './admin-constants';

/** The form's messages (spec sections 5 and 8). */
export const PRODUCT_FORM_TEXTS = {
  required: 'Please fill in all required fields and ensure stock is 0 or more',
  tooManyImages: `Maximum ${MAX_PRODUCT_IMAGES} images allowed`,
  noImage: 'Please add at least one product image',
  notAnImage: 'Only image files are allowed',
  added: 'Product added successfully!',
  updated: 'Product updated successfully!',
  addFailed: 'Failed to add product',
  updateFailed: 'Failed to update product',
} as const;

/** The form's fields as typed (text inputs hold text; the checkboxes booleans). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: string;
  discountPrice: string;
  category: string;
  brand: string;
  condition: ProductCondition;
  stockQuantity: string;
  tags: string;
  featured: boolean;
  trendy: boolean;
}

export type RequiredField = 'name' | 'description' | 'price' | 'category' | 'brand' | 'stockQuantity';

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  discountPrice: '',
  category: '',
  brand: '',
  condition: 'new',
  stockQuantity: '',
  tags: '',
  featured: false,
  trendy: false,
};

/** The form filled with a product's fields, for editing. */
export function formFromProduct(product: AdminProductFieldsFragment): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: String(product.price),
    discountPrice: product.discountPrice == null ? '' : String(product.discountPrice),
    category: product.category,
    brand: product.brand,
    condition: product.condition,
    stockQuantity: String(product.stockQuantity),
    tags: product.tags.join(', '),
    featured: product.featured,
    trendy: product.trendy,
  };
}

const isWholeNumberText = (text: string) => /^\d+$/.test(text.trim());

/** The required fields that are empty, and stock when it is not a whole number of 0 or more. */
export function missingFields(values: ProductFormValues): RequiredField[] {
  const missing: RequiredField[] = (['name', 'description', 'price', 'category', 'brand'] as const).filter(
    (field) => values[field].trim() === '',
  );
  if (!isWholeNumberText(values.stockQuantity)) missing.push('stockQuantity');
  return missing;
}

/**
 * Checks the form before it is sent: the required fields and stock, then (when adding) at least one image.
 * Answers the toast to show, or null when the form can be sent.
 */
export function validateProductForm(
  values: ProductFormValues,
  imageCount: number,
  mode: 'add' | 'edit',
): string | null {
  if (missingFields(values).length > 0) return PRODUCT_FORM_TEXTS.required;
  if (mode === 'add' && imageCount === 0) return PRODUCT_FORM_TEXTS.noImage;
  if (imageCount > MAX_PRODUCT_IMAGES) return PRODUCT_FORM_TEXTS.tooManyImages;
  return null;
}

/** The first bytes of each picture format the shop takes (PNG, JPEG, WebP, GIF); `null` matches any byte. */
const IMAGE_SIGNATURES: (number | null)[][] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50], // RIFF....WEBP
  [0x47, 0x49, 0x46, 0x38], // GIF8
];
const SIGNATURE_BYTES = 12;

/** The first bytes of a file (FileReader: every browser, and jsdom). */
function firstBytes(file: Blob, count: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, count));
  });
}

/** True when the file's content starts like a PNG, JPEG, WebP or GIF picture, whatever its name or type says. */
export async function isImageFile(file: Blob): Promise<boolean> {
  const bytes = await firstBytes(file, SIGNATURE_BYTES).catch(() => new Uint8Array());
  return IMAGE_SIGNATURES.some(
    (signature) =>
      signature.length <= bytes.length && signature.every((byte, index) => byte === null || bytes[index] === byte),
  );
}

/** 'fake.png is not an image file', or a list when several are not. */
export function notImagesMessage(names: readonly string[]): string {
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${list} ${names.length === 1 ? 'is not an image file' : 'are not image files'}. ${PRODUCT_FORM_TEXTS.notAnImage} (PNG, JPEG, WebP or GIF).`;
}

/**
 * Adds picked files to the ones already chosen: pictures only (checked by their content, so a text file named
 * fake.png is refused by name and never previewed), at most 5 in all. A pick that would go over 5 is refused as
 * a whole.
 */
export async function addPickedImages(
  chosen: readonly File[],
  picked: readonly File[],
): Promise<{ images: File[]; error: string | null }> {
  const checks = await Promise.all(picked.map((file) => isImageFile(file)));
  const images = picked.filter((_, index) => checks[index]);
  const refused = picked.filter((_, index) => !checks[index]).map((file) => file.name);
  if (chosen.length + images.length > MAX_PRODUCT_IMAGES)
    return { images: [...chosen], error: PRODUCT_FORM_TEXTS.tooManyImages };
  return { images: [...chosen, ...images], error: refused.length ? notImagesMessage(refused) : null };
}

/**
 * The multipart form of POST/PUT /api/v1/admin/products: the text fields, discount and tags only when filled,
 * and one `images` entry per picture.
 */
export function toProductFormData(values: ProductFormValues, images: readonly File[]): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('price', values.price.trim());
  form.append('category', values.category);
  form.append('brand', values.brand.trim());
  form.append('condition', values.condition);
  form.append('featured', String(values.featured));
  form.append('trendy', String(values.trendy));
  if (values.discountPrice.trim() !== '') form.append('discountPrice', values.discountPrice.trim());
  if (values.stockQuantity.trim() !== '') form.append('stockQuantity', values.stockQuantity.trim());
  if (values.tags.trim() !== '') form.append('tags', values.tags.trim());
  for (const image of images) form.append('images', image);
  return form;
}
