import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { MAX_QUANTITY } from '../../../ui/constants';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { copyAndSay } from '../../../ui/clipboard';
import { lineLimit, useCart } from '../../cart/useCart';
import { VariantChooser } from './VariantChooser';

const OVER_MAX_MESSAGE = 'Maximum 10 items allowed per order';

/** What the panel reads of the product, and what a cart line keeps of it. */
export const PurchasePanelFields = graphql(`
  fragment PurchasePanelFields on Product {
    id
    slug
    name
    brand
    category
    price
    finalPrice
    originalPrice
    discountPrice
    images
    cardImages
    stockQuantity
    inStock
    options {
      name
      values
    }
    variants {
      id
      sku
      values
      price
      finalPrice
      discountPrice
      images
      cardImages
      stockQuantity
      inStock
    }
  }
`);

/**
 * Stock indicator, the options of a product sold in kinds (the kind chosen is the page's: `variant`, changed by
 * `onChoose`), quantity (1 to the lesser of stock and 10), Add to Cart and Share Product.
 */
export function PurchasePanel({
  product: productRef,
  variant: variantId,
  onChoose,
  initialPicks,
}: {
  product: FragmentType<typeof PurchasePanelFields>;
  variant?: string;
  onChoose?: (variant: string) => void;
  /** Values picked before the page opened (see VariantChooser). */
  initialPicks?: readonly (string | undefined)[];
}) {
  const product = getFragmentData(PurchasePanelFields, productRef);
  const { add } = useCart();
  const [quantity, setQuantity] = useState(1);
  const [overMax, setOverMax] = useState(false);
  const [mustChoose, setMustChoose] = useState(false);
  const inKinds = product.options.length > 0;
  const variant = product.variants.find((each) => each.id === variantId);
  // Before a kind is chosen, the product as a whole: in stock while any kind is.
  const shown = variant ?? product;
  const limit = lineLimit(shown);
  const available = shown.inStock && limit > 0;
  // Only the 10-per-order rule has a message; a smaller stock simply stops the + button.
  const limitedByRule = limit === MAX_QUANTITY;
  const optionNames = product.options.map((option) => option.name).join(' and ');

  const changeQuantity = (value: number) => {
    setOverMax(false);
    setQuantity(value);
  };
  // Never disabled while an add is under way: a tap made meanwhile (a browser drops a click on a disabled
  // button) adds once more, as the shopper asked. A product sold in kinds asks for its kind first.
  const addToCart = () => {
    if (inKinds && !variant) {
      setMustChoose(true);
      return;
    }
    void add(product, Math.min(quantity, limit), variant);
  };
  const choose = (id: string) => {
    setMustChoose(false);
    setQuantity((current) =>
      Math.max(1, Math.min(current, lineLimit(product.variants.find((each) => each.id === id)!))),
    );
    onChoose?.(id);
  };
  const share = () =>
    void copyAndSay(window.location.href, {
      copied: 'Link copied to clipboard!',
      failed: 'Could not copy the link. Please copy it from the address bar.',
    });

  return (
    <div className="purchase">
      {inKinds && (
        <VariantChooser
          options={product.options}
          variants={product.variants}
          chosen={variant}
          onChoose={choose}
          missing={mustChoose}
          initialPicks={initialPicks}
        />
      )}
      {mustChoose && (
        <p className="field-error" role="alert">
          Please choose the {optionNames}
        </p>
      )}
      <p className={`stock ${available ? 'stock-in' : 'stock-out'}`}>
        <span className="stock-dot" aria-hidden="true" />
        {available ? (
          <>
            In Stock <span className="muted">({shown.stockQuantity} available)</span>
          </>
        ) : (
          'Out of Stock'
        )}
      </p>
      {available && (
        <div className="purchase-quantity">
          <span className="label" aria-hidden="true">
            Quantity
          </span>
          <QuantityStepper
            value={quantity}
            max={limit}
            label="Quantity"
            onChange={changeQuantity}
            onOverMax={limitedByRule ? () => setOverMax(true) : undefined}
          />
          {overMax && (
            <p className="field-error" role="alert">
              {OVER_MAX_MESSAGE}
            </p>
          )}
        </div>
      )}
      <div className="purchase-actions">
        <button type="button" className="btn btn-primary" onClick={addToCart} disabled={!available}>
          {available ? 'Add to Cart' : 'Unavailable'}
        </button>
        <button type="button" className="btn btn-outline" onClick={share}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
            />
          </svg>
          Share Product
        </button>
      </div>
    </div>
  );
}
