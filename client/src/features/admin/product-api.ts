import { REQUEST_TIMEOUT_MS } from '../../ui/constants';
import { session } from '../../lib/session';

/** A product save the server refused; `message` is the server's text when it gave one. */
export class ProductSaveError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Upload progress is not shown; a save with up to 5 pictures may take longer than a plain request. */
const SAVE_TIMEOUT_MS = REQUEST_TIMEOUT_MS * 3;

/**
 * Sends a multipart form to an admin REST route with the admin's token; answers the server's message and its
 * `data`, throws ProductSaveError with the server's message when it refuses.
 */
async function sendAdminForm(method: 'POST' | 'PUT', path: string, form: FormData) {
  const { token } = session.get();
  const response = await fetch(path, {
    method,
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
    signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as {
    success?: boolean;
    message?: string | string[];
    data?: { _id?: string };
  } | null;
  const message = Array.isArray(body?.message) ? body.message[0] : body?.message;
  if (response.status === 401) session.expire();
  if (!response.ok || !body?.success) throw new ProductSaveError(response.status, message ?? '');
  return { message: message ?? '', data: body.data };
}

/**
 * Sends the admin product form to the REST multipart endpoint: POST /api/v1/admin/products to add,
 * PUT /api/v1/admin/products/{id} to edit. Answers the server's success message and the product's id.
 */
export async function saveProduct(form: FormData, productId?: string): Promise<{ message: string; id: string }> {
  const { message, data } = await (productId
    ? sendAdminForm('PUT', `/api/v1/admin/products/${encodeURIComponent(productId)}`, form)
    : sendAdminForm('POST', '/api/v1/admin/products', form));
  return { message, id: data?._id ?? productId ?? '' };
}

/**
 * Gives a category its own picture: PUT /api/v1/admin/categories/{id}/picture, a multipart form with one `images`
 * entry. Throws the server's message when it refuses.
 */
export async function saveCategoryPicture(categoryId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('images', file);
  try {
    await sendAdminForm('PUT', `/api/v1/admin/categories/${encodeURIComponent(categoryId)}/picture`, form);
  } catch (error) {
    if (error instanceof ProductSaveError && !error.message)
      throw new ProductSaveError(error.status, 'The picture was not saved');
    throw error;
  }
}
