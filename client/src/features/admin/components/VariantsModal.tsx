import { useMutation } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import type { AdminProductFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { ProductImage } from '../../../ui/ProductImage';
import { toast } from '../../../ui/toast';
import { SetProductVariantsMutation } from '../admin.graphql';
import { Modal } from './Modal';

const MAX_OPTIONS = 3;

/** An option as the form holds it: its name and its values as typed, comma-separated. */
interface OptionDraft {
  name: string;
  values: string;
}

/** A row of the grid as the form holds it: numbers as typed, so a half-typed value is never lost. */
interface RowDraft {
  id?: string;
  values: string[];
  sku: string;
  price: string;
  discountPrice: string;
  stockQuantity: string;
  /** Its own pictures among the product's, in the product's order; none: it shows all of the product's. */
  images: string[];
}

const valuesOf = (draft: OptionDraft) =>
  draft.values
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const keyOf = (values: readonly string[]) => values.map((value) => value.toLowerCase()).join('\u0000');

/** Every combination of the options' values, in their order. */
function combinations(options: readonly string[][]): string[][] {
  return options.reduce<string[][]>(
    (rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])),
    [[]],
  );
}

/** A SKU made from the product's name and the row's values ("ANKER-NANO-UK"), for rows without one. */
const suggestedSku = (name: string, values: readonly string[]) =>
  [name.split(/\s+/).slice(0, 2).join('-'), ...values]
    .join('-')
    .toUpperCase()
    .replace(/[^A-Z0-9._/-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 64);

/**
 * The kinds of a product: its options (up to 3, values comma-separated), the grid of the combinations it sells
 * (generated, keeping rows already there), and per row its SKU, price, discount price, stock and pictures (chosen
 * among the product's: each a toggle button), with "set for all rows" for price and stock. Saved as a whole
 * (setProductVariants); the server's message shows on a refusal and nothing is lost. No options sells the product
 * as one again.
 */
export function VariantsModal({
  product,
  onClose,
}: {
  product: AdminProductFieldsFragment;
  /** `saved`: the variants were saved (the lists that show the product are then read again). */
  onClose: (saved?: boolean) => void;
}) {
  const [options, setOptions] = useState<OptionDraft[]>(() =>
    product.options.length
      ? product.options.map((option) => ({ name: option.name, values: option.values.join(', ') }))
      : [{ name: '', values: '' }],
  );
  const [rows, setRows] = useState<RowDraft[]>(() =>
    product.variants.map((variant) => ({
      id: variant.id,
      values: variant.values,
      sku: variant.sku,
      price: String(variant.price),
      discountPrice:
        variant.discountPrice === null || variant.discountPrice === undefined ? '' : String(variant.discountPrice),
      stockQuantity: String(variant.stockQuantity),
      images: variant.ownImages,
    })),
  );
  const [allPrice, setAllPrice] = useState('');
  const [allStock, setAllStock] = useState('');
  const [failure, setFailure] = useState('');
  const [save, { loading: saving }] = useMutation(SetProductVariantsMutation);

  const named = options.filter((option) => option.name.trim() || option.values.trim());
  const setOption = (index: number, field: keyof OptionDraft, value: string) =>
    setOptions((current) => current.map((option, at) => (at === index ? { ...option, [field]: value } : option)));
  const setRow = (index: number, field: 'sku' | 'price' | 'discountPrice' | 'stockQuantity', value: string) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  /** Adds a picture to a row's own or takes it out, keeping the product's order. */
  const togglePicture = (index: number, picture: string) =>
    setRows((current) =>
      current.map((row, at) => {
        if (at !== index) return row;
        const chosen = row.images.includes(picture);
        return {
          ...row,
          images: product.images.filter((image) => (image === picture ? !chosen : row.images.includes(image))),
        };
      }),
    );

  /** The grid of every combination; rows already there keep what they hold. */
  const generate = () => {
    const kept = new Map(rows.map((row) => [keyOf(row.values), row]));
    setRows(
      combinations(named.map(valuesOf)).map(
        (values) =>
          kept.get(keyOf(values)) ?? {
            values,
            sku: suggestedSku(product.name, values),
            price: String(product.price),
            discountPrice: '',
            stockQuantity: '0',
            images: [],
          },
      ),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const input = {
      options: named.map((option) => ({ name: option.name.trim(), values: valuesOf(option) })),
      variants: named.length
        ? rows.map((row) => ({
            ...(row.id ? { id: row.id } : {}),
            sku: row.sku.trim(),
            values: row.values,
            price: Number(row.price),
            discountPrice: row.discountPrice.trim() === '' ? null : Number(row.discountPrice),
            stockQuantity: Number(row.stockQuantity),
            images: row.images,
          }))
        : [],
    };
    try {
      await save({ variables: { id: product.id, input } });
      toast.success('Variants saved');
      onClose(true);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not save the variants'));
    }
  };

  return (
    <Modal title={`Kinds of ${product.name}`} onClose={() => onClose()} size="wide">
      <form className="variants-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="variants-options">
          <legend>Options</legend>
          {options.map((option, index) => (
            <div key={index} className="variants-option-row">
              <label>
                <span>Option {index + 1} name</span>
                <input value={option.name} onChange={(event) => setOption(index, 'name', event.target.value)} />
              </label>
              <label>
                <span>Option {index + 1} values (comma-separated)</span>
                <input value={option.values} onChange={(event) => setOption(index, 'values', event.target.value)} />
              </label>
            </div>
          ))}
          <div className="variants-option-actions">
            {options.length < MAX_OPTIONS && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setOptions((current) => [...current, { name: '', values: '' }])}
              >
                Add option
              </button>
            )}
            <button type="button" className="btn btn-primary btn-sm" onClick={generate} disabled={named.length === 0}>
              Generate grid
            </button>
          </div>
        </fieldset>

        {named.length > 0 && rows.length > 0 && (
          <>
            <div className="variants-all">
              <label>
                <span>Price for all rows</span>
                <input inputMode="decimal" value={allPrice} onChange={(event) => setAllPrice(event.target.value)} />
              </label>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setRows((current) => current.map((row) => ({ ...row, price: allPrice })))}
                disabled={allPrice.trim() === ''}
              >
                Set price
              </button>
              <label>
                <span>Stock for all rows</span>
                <input inputMode="numeric" value={allStock} onChange={(event) => setAllStock(event.target.value)} />
              </label>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => setRows((current) => current.map((row) => ({ ...row, stockQuantity: allStock })))}
                disabled={allStock.trim() === ''}
              >
                Set stock
              </button>
            </div>
            {product.images.length > 0 && (
              <p className="muted variants-hint">
                Pictures: a kind shows the pictures chosen on its row; with none chosen it shows all of the product's.
              </p>
            )}
            <div className="table-wrap">
              <table className="variants-grid">
                <caption className="sr-only">Variants</caption>
                <thead>
                  <tr>
                    <th scope="col">Kind</th>
                    <th scope="col">SKU</th>
                    <th scope="col">Price</th>
                    <th scope="col">Discount price</th>
                    <th scope="col">Stock</th>
                    <th scope="col">Pictures</th>
                    <th scope="col">
                      <span className="sr-only">Remove</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
                    const kind = row.values.join(' / ');
                    return (
                      <tr key={keyOf(row.values)}>
                        <th scope="row">{kind}</th>
                        <td>
                          <input
                            aria-label={`SKU of ${kind}`}
                            value={row.sku}
                            onChange={(event) => setRow(index, 'sku', event.target.value)}
                          />
                        </td>
                        <td>
                          <input
                            aria-label={`Price of ${kind}`}
                            inputMode="decimal"
                            value={row.price}
                            onChange={(event) => setRow(index, 'price', event.target.value)}
                          />
                        </td>
                        <td>
                          <input
                            aria-label={`Discount price of ${kind}`}
                            inputMode="decimal"
                            value={row.discountPrice}
                            onChange={(event) => setRow(index, 'discountPrice', event.target.value)}
                          />
                        </td>
                        <td>
                          <input
                            aria-label={`Stock of ${kind}`}
                            inputMode="numeric"
                            value={row.stockQuantity}
                            onChange={(event) => setRow(index, 'stockQuantity', event.target.value)}
                          />
                        </td>
                        <td>
                          {product.images.length > 0 ? (
                            <div className="variant-pictures" role="group" aria-label={`Pictures of ${kind}`}>
                              {product.images.map((image, at) => (
                                <button
                                  key={image}
                                  type="button"
                                  className="variant-picture"
                                  aria-pressed={row.images.includes(image)}
                                  onClick={() => togglePicture(index, image)}
                                >
                                  <ProductImage
                                    src={image}
                                    cardSrc={product.cardImages[at]}
                                    alt={`Picture ${at + 1} for ${kind}`}
                                    sizes="40px"
                                  />
                                  {row.images.includes(image) && (
                                    <span className="variant-picture-check" aria-hidden="true">
                                      ✓
                                    </span>
                                  )}
                                </button>
                              ))}
                            </div>
                          ) : (
                            <span className="muted">None</span>
                          )}
                        </td>
                        <td>
                          <button
                            type="button"
                            className="btn btn-ghost btn-sm"
                            aria-label={`Remove ${kind}`}
                            onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                          >
                            Remove
                          </button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
        {named.length > 0 && rows.length === 0 && (
          <p className="muted">Generate the grid to list the kinds this product is sold in.</p>
        )}
        {named.length === 0 && product.options.length > 0 && (
          <p className="muted">Without options, the product is sold as one again.</p>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div className="modal-foot variants-actions">
          <button type="button" className="btn btn-outline" onClick={() => onClose()}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save Variants'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
