import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';
import { chargesDelivery } from '../cart-totals';
import { DiscountCodeForm } from '../components/DiscountCodeForm';
import { OrderSummary } from '../components/OrderSummary';
import { useDiscountCode } from '../useDiscountCode';
import { useCart } from '../useCart';
import { CART_NEEDS_CHANGES, useFreshCart } from '../useFreshCart';
import { CartLines } from './CartLines';
import './cart.css';

/** /cart: the lines with steppers and remove, the order summary, or the empty state. */
export function CartPage() {
  const cart = useCart();
  const { items, totalQuantity, setQuantity, remove, loading } = cart;
  const shop = useShop();
  // Current prices and stock on the lines whenever the cart is shown (a guest's lines were saved in this browser).
  const { blocked } = useFreshCart(items);
  const discount = useDiscountCode(items);
  usePageTitle(`Shopping Cart | ${shop.name}`);

  if (loading) return <Spinner label="Loading your cart…" />;
  if (items.length === 0) {
    return (
      <section className="panel empty-state cart-empty" aria-labelledby="cart-title">
        <svg viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" className="cart-empty-icon">
          <path
            fill="currentColor"
            d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2L4.3 4H1v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 19h12v-2H7l1.1-2z"
          />
        </svg>
        <h1 id="cart-title">Your cart is empty</h1>
        <p className="muted">Looks like you haven't added anything yet.</p>
        <Link className="btn btn-primary" to="/products">
          Start Shopping
        </Link>
      </section>
    );
  }

  return (
    <div className="cart-page">
      <div className="section-head">
        <h1>Shopping Cart</h1>
        <span className="muted">
          {totalQuantity} {totalQuantity === 1 ? 'item' : 'items'}
        </span>
      </div>
      <div className="cart-layout">
        <CartLines
          lines={items}
          onQuantity={(product, quantity) => void setQuantity(product, quantity)}
          onRemove={(product) => void remove(product)}
        />
        <OrderSummary
          totals={cart}
          deliveryAtCheckout={chargesDelivery(shop.delivery)}
          discount={discount.code ? { code: discount.code, amount: discount.discount } : undefined}
          codeForm={<DiscountCodeForm discount={discount} />}
        >
          {blocked && (
            <p className="form-error summary-blocked" role="alert" id="cart-blocked">
              {CART_NEEDS_CHANGES}
            </p>
          )}
          {blocked ? (
            // Nothing to order as the cart stands (a line sold out or no longer sold): the shopper fixes the lines first.
            <button type="button" className="btn btn-primary btn-block" disabled aria-describedby="cart-blocked">
              Proceed to Checkout
            </button>
          ) : (
            <Link className="btn btn-primary btn-block" to="/checkout">
              Proceed to Checkout
            </Link>
          )}
          <Link className="btn btn-outline btn-block" to="/products">
            Continue Shopping
          </Link>
        </OrderSummary>
      </div>
    </div>
  );
}
