import { ChangeEvent, FormEvent, useEffect, useId, useMemo, useState } from 'react';
import type { AdminProductFieldsFragment } from '../../../gql/graphql';
import { CATEGORIES } from '../../../ui/constants';
import { MAX_PRODUCT_IMAGES } from '../admin-constants';
import { adminToast } from '../admin-toast';
import {
  addPickedImages,
  EMPTY_PRODUCT_FORM,
  formFromProduct,
  missingFields,
  type ProductFormValues,
  type RequiredField,
  toProductFormData,
  validateProductForm,
} from '../product-form';
import { Modal } from './Modal';

interface ProductFormModalProps {
  /** The product to edit; without it the modal adds a new product. */
  product?: AdminProductFieldsFragment | null;
  onClose: () => void;
  /** Sends the multipart form; answers true when the product was saved (the modal then closes). */
  onSubmit: (form: FormData) => Promise<boolean>;
  /** The category options: the merchant's categories in order (hidden ones too); the specification's by default. */
  categories?: readonly string[];
}

/** Object URLs for previews of picked files, released when the files change or the modal closes. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

/**
 * The Add Product and Edit Product form (spec section 5): every field, the required-field and image checks
 * with their toasts, image previews, and on edit new pictures replacing the old ones (none keeps them).
 */
export function ProductFormModal({ product, onClose, onSubmit, categories = CATEGORIES }: ProductFormModalProps) {
  const mode = product ? 'edit' : 'add';
  const id = useId();
  const [values, setValues] = useState<ProductFormValues>(() =>
    product ? formFromProduct(product) : EMPTY_PRODUCT_FORM,
  );
  const [images, setImages] = useState<File[]>([]);
  // A product kept in a category no longer listed still shows its own, so saving it unchanged is possible.
  const categoryOptions =
    product && !categories.includes(product.category) ? [...categories, product.category] : categories;
  /** Why the last pick was (partly) refused, shown under the file input. */
  const [imageError, setImageError] = useState('');
  const [invalid, setInvalid] = useState<RequiredField[]>([]);
  const [saving, setSaving] = useState(false);
  const previews = usePreviews(images);

  const set =
    <K extends keyof ProductFormValues>(field: K) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = (
        event.target instanceof HTMLInputElement && event.target.type === 'checkbox'
          ? event.target.checked
          : event.target.value
      ) as ProductFormValues[K];
      setValues((current) => ({ ...current, [field]: value }));
      setInvalid((current) => current.filter((entry) => entry !== field));
    };

  async function pickImages(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const { images: next, error } = await addPickedImages(images, picked);
    setImageError(error ?? '');
    if (error) adminToast.error(error);
    setImages(next);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateProductForm(values, images.length, mode);
    setInvalid(missingFields(values));
    if (problem) {
      adminToast.error(problem);
      return;
    }
    setSaving(true);
    const saved = await onSubmit(toProductFormData(values, images)).catch(() => false);
    setSaving(false);
    if (saved) onClose();
  }

  const field = (name: RequiredField) => ({
    id: `${id}-${name}`,
    'aria-invalid': invalid.includes(name) || undefined,
    'aria-required': true,
  });
  const title = mode === 'add' ? 'Add Product' : 'Edit Product';
  return (
    <Modal
      title={title}
      size="large"
      onClose={saving ? () => undefined : onClose}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={saving}>
            Cancel
          </button>
          <button type="submit" form={`${id}-form`} className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : mode === 'add' ? 'Add Product' : 'Update Product'}
          </button>
        </>
      }
    >
      <form id={`${id}-form`} className="form-grid product-form" noValidate onSubmit={(event) => void submit(event)}>
        <p className="full muted small">Fields marked * are required.</p>
        <div className="field full">
          <label htmlFor={`${id}-name`}>Name *</label>
          <input {...field('name')} value={values.name} onChange={set('name')} maxLength={120} data-autofocus />
        </div>
        <div className="field full">
          <label htmlFor={`${id}-description`}>Description *</label>
          <textarea {...field('description')} value={values.description} onChange={set('description')} rows={4} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-price`}>Price (Rs.) *</label>
          <input
            {...field('price')}
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            value={values.price}
            onChange={set('price')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-discountPrice`}>Discount Price (Rs.)</label>
          <input
            id={`${id}-discountPrice`}
            type="number"
            inputMode="numeric"
            min={0}
            step="any"
            value={values.discountPrice}
            onChange={set('discountPrice')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-category`}>Category *</label>
          <select {...field('category')} value={values.category} onChange={set('category')}>
            <option value="">Select a category</option>
            {categoryOptions.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-brand`}>Brand *</label>
          <input {...field('brand')} value={values.brand} onChange={set('brand')} maxLength={60} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-condition`}>Condition</label>
          <select id={`${id}-condition`} value={values.condition} onChange={set('condition')}>
            <option value="new">New</option>
            <option value="old">Old</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-stockQuantity`}>Stock Quantity *</label>
          <input
            {...field('stockQuantity')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={values.stockQuantity}
            onChange={set('stockQuantity')}
          />
        </div>
        <div className="field full">
          <label htmlFor={`${id}-tags`}>Tags</label>
          <input
            id={`${id}-tags`}
            value={values.tags}
            onChange={set('tags')}
            placeholder="wireless, bluetooth, bass"
            aria-describedby={`${id}-tags-hint`}
          />
          <small id={`${id}-tags-hint`} className="muted">
            Separate tags with commas.
          </small>
        </div>
        <div className="full checkbox-row">
          <label className="checkbox">
            <input type="checkbox" checked={values.featured} onChange={set('featured')} /> Featured
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={values.trendy} onChange={set('trendy')} /> Trendy
          </label>
        </div>
        <div className="field full">
          <label htmlFor={`${id}-images`}>Product Images{mode === 'add' ? ' *' : ''}</label>
          <input
            id={`${id}-images`}
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => void pickImages(event)}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? `${id}-images-error ${id}-images-hint` : `${id}-images-hint`}
          />
          {imageError && (
            <span id={`${id}-images-error`} className="field-error" role="alert">
              {imageError}
            </span>
          )}
          <small id={`${id}-images-hint`} className="muted">
            Image files only, up to {MAX_PRODUCT_IMAGES}.
            {mode === 'edit' && ' New images replace all current ones; choose none to keep them.'}
          </small>
        </div>
        {images.length > 0 && (
          <div className="full">
            <p className="label">
              {mode === 'edit' ? 'New images' : 'Selected images'} ({images.length}/{MAX_PRODUCT_IMAGES})
            </p>
            <ul className="image-previews">
              {images.map((file, index) => (
                <li key={previews[index]}>
                  <img src={previews[index]} alt={`Preview of ${file.name}`} width={88} height={88} />
                  <button
                    type="button"
                    className="preview-remove"
                    aria-label={`Remove ${file.name}`}
                    onClick={() => setImages((current) => current.filter((_, position) => position !== index))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        {product && product.images.length > 0 && (
          <div className="full">
            <p className="label">Current images{images.length > 0 ? ' (will be replaced)' : ''}</p>
            <ul className={`image-previews${images.length > 0 ? ' replaced' : ''}`}>
              {product.images.map((url, index) => (
                <li key={url}>
                  {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- names the picture the form replaces */}
                  <img
                    src={product.cardImages[index] ?? url}
                    alt={`Current image ${index + 1} of ${product.name}`}
                    width={88}
                    height={88}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </Modal>
  );
}
