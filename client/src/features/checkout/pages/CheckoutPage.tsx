import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { CHECKOUT_REDIRECT_MS } from '../../../ui/constants';
import { displayOrderId, formatPrice } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { toast } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { SessionUser, useSession } from '../../auth/useSession';
import { lineName } from '../../cart/guest-cart';
import { useCart } from '../../cart/useCart';
import { CART_NEEDS_CHANGES, useFreshCart } from '../../cart/useFreshCart';
import { confirmationPath, rememberGuestOrderKey } from '../../orders/guest-order-keys';
import { useShop } from '../../shop/useShop';
import { checkoutAttemptKey, endCheckoutAttempt } from '../checkout-attempt';
import { OrderByIdempotencyKeyQuery, PlaceOrderMutation } from '../checkout.graphql';
import { GuestLoginNotice } from '../components/GuestLoginNotice';
import { OrderSummary } from '../../cart/components/OrderSummary';
import { DiscountCodeForm } from '../../cart/components/DiscountCodeForm';
import { clearDiscountCode, useDiscountCode } from '../../cart/useDiscountCode';
import { chargesDelivery, freeDeliveryFrom, withDelivery } from '../../cart/cart-totals';
import { ShippingForm } from '../components/ShippingForm';
import {
  FIELD_LABELS,
  fieldOfRefusal,
  REQUIRED_SUMMARY,
  RequiredField,
  ShippingDetails,
  ShippingErrors,
  trimmedContact,
  validateShipping,
} from '../shipping-form';
import '../checkout.css';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from '../checkout-draft';
import { displayPhone } from '../../../ui/phone';
import { forgetOpenCheckout, REMINDER_NOTICE, useOpenCheckout } from '../open-checkout';

export const ADMIN_CANNOT_ORDER = 'Admins cannot place orders. Please use a customer account.';
const ORDER_TOAST_MS = 4000;
/** The server refused the total the shopper saw: prices changed since (extensions.code of the 409). */
const isPriceChanged = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'PRICE_CHANGED');
const GUEST_ORDER_TOAST_MS = 6000;
/** A line's product is no longer in the shop (deleted while it sat in the cart). */
const isProductNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.code === 'NOT_FOUND' || entry.message === 'Product not found');
export const ORDER_NOT_CONFIRMED =
  'We could not confirm your order yet: the connection is slow or was lost. Please press Place Order again; your order will not be placed twice.';

/**
 * Whether a failed placement may still have happened: no answer at all (a timeout, a lost connection) or
 * a server error. A refusal (a GraphQL error such as out of stock, a 4xx) means nothing was placed.
 */
function outcomeUnknown(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.some((entry) => entry.extensions?.code === 'INTERNAL_SERVER_ERROR');
  if (ServerError.is(error)) return error.statusCode >= 500;
  return true;
}

/** The signed-in account's details fill the empty fields; nothing already typed is overwritten. */
function prefilled(current: ShippingDetails, user: SessionUser | null): ShippingDetails {
  if (!user) return current;
  return {
    ...current,
    name: current.name || user.name,
    email: current.email || user.email,
    phone: current.phone || displayPhone(user.phone),
    address: current.address || user.address,
  };
}

/** /checkout: shipping details, cash on delivery, the order summary and Place Order (guests and customers; not admins). */
export function CheckoutPage() {
  const { user, isInitialized } = useSession();
  const cart = useCart();
  const shop = useShop();
  const navigate = useNavigate();
  usePageTitle(`Checkout | ${shop.name}`);
  // What was typed before a reload or a trip back to the cart (this tab's draft), then the account's details.
  const [details, setDetails] = useState<ShippingDetails>(() => prefilled(readCheckoutDraft(), user));
  // The delivery charge once the city is typed (the merchant's settings; free everywhere by default).
  const totals = withDelivery(cart, shop.delivery, details.city);
  const freeFrom = totals.deliveryCharge > 0 ? freeDeliveryFrom(shop.delivery, details.city) : null;
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [summary, setSummary] = useState('');
  /** The server's refusal of the last Place Order, shown beside the button (and on the field it names). */
  const [refusal, setRefusal] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [pricesChanged, setPricesChanged] = useState('');
  // Current prices and stock on the lines whenever checkout is shown; Place Order waits while a line cannot be ordered.
  const freshCart = useFreshCart(cart.items);
  // The applied code, checked on these lines with the city (delivery) and the phone (its uses per phone).
  const discount = useDiscountCode(cart.items, { city: details.city, phone: details.phone });
  const codeApplies = Boolean(discount.code && discount.check?.valid);
  const payable = totals.totalAmount - discount.discount;
  const [placedPath, setPlacedPath] = useState<string | null>(null);
  const [notConfirmed, setNotConfirmed] = useState(false);
  const submittingRef = useRef(false);
  const apollo = useApolloClient();
  // The new order is not in any cached list yet: the history and dashboard load afresh on their next visit.
  const forgetOrderLists = () => {
    apollo.cache.evict({ fieldName: 'myOrders' });
    apollo.cache.evict({ fieldName: 'customerDashboard' });
    apollo.cache.gc();
  };
  const [placeOrder] = useMutation(PlaceOrderMutation, { update: forgetOrderLists });

  const isGuest = !user;
  const isAdmin = user?.role === 'admin';
  // Once a valid phone is typed, the checkout is kept on the server for one reminder (not for staff, nor once placed).
  const mayRemind = useOpenCheckout(cart.items, details, isInitialized && !isAdmin && !placedPath);

  // A session restored after the first render still prefills the form (adjusted while rendering, not in an effect).
  const [prefilledFor, setPrefilledFor] = useState(user);
  if (user !== prefilledFor) {
    setPrefilledFor(user);
    if (user) setDetails((current) => prefilled(current, user));
  }

  // After a successful order the confirmation page follows 1 second later.
  useEffect(() => {
    if (!placedPath) return;
    const timer = setTimeout(() => navigate(placedPath), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [placedPath, navigate]);

  if (placedPath) {
    return (
      <section className="panel empty-state" aria-live="polite">
        <h1>Order placed!</h1>
        <p className="muted">Taking you to your order confirmation…</p>
        <Spinner label="Opening your order confirmation…" />
      </section>
    );
  }
  if (cart.loading) return <Spinner label="Preparing checkout…" />;
  if (cart.items.length === 0) return <Navigate to="/cart" replace />;
  if (!isInitialized) return <Spinner label="Preparing checkout…" />;

  const change = (field: keyof ShippingDetails, value: string) => {
    setDetails((current) => {
      const next = { ...current, [field]: value };
      saveCheckoutDraft(next);
      return next;
    });
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
    if (refusal && fieldOfRefusal(refusal) === field) setRefusal('');
  };

  /** A refusal stays on the page beside Place Order; one about a field also marks that field and focuses it. */
  const showRefusal = (message: string) => {
    setRefusal(message);
    const field = fieldOfRefusal(message);
    if (!field) return;
    setErrors((current) => ({ ...current, [field]: message }));
    // The form is disabled while sending: focus once it is enabled again.
    setTimeout(() => document.getElementById(`checkout-${field}`)?.focus(), 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isAdmin || submittingRef.current || freshCart.blocked || discount.checking) return;
    const found = validateShipping(details, { emailRequired: !isGuest });
    const invalid = (Object.keys(FIELD_LABELS) as RequiredField[]).filter((field) => found[field]);
    setErrors(found);
    if (invalid.length) {
      const missing = invalid.some((field) => found[field]?.endsWith('is required'));
      setSummary(missing ? REQUIRED_SUMMARY : (found[invalid[0]] ?? REQUIRED_SUMMARY));
      document.getElementById(`checkout-${invalid[0]}`)?.focus();
      return;
    }
    setSummary('');
    setPricesChanged('');
    setNotConfirmed(false);
    setRefusal('');
    submittingRef.current = true;
    setSubmitting(true);
    const contact = trimmedContact(details);
    const input = {
      items: cart.items.map((line) => ({
        product: line.product.id,
        ...(line.product.variantId ? { variant: line.product.variantId } : {}),
        quantity: line.quantity,
        price: line.product.finalPrice,
      })),
      shippingAddress: contact,
      paymentMethod: 'COD',
      totalAmount: payable,
      // The total on screen: the server refuses the order (PRICE_CHANGED) when its total differs.
      expectedTotal: payable,
      // Only a code the server said applies: the total on screen is with it.
      ...(codeApplies ? { discountCode: discount.code } : {}),
      notes: details.notes.trim(),
      guestInfo: isGuest ? contact : undefined,
    };
    // The same cart and details send the same key: a repeat answers the order already placed, if any.
    const idempotencyKey = checkoutAttemptKey(input);
    try {
      const { data } = await placeOrder({ variables: { input, idempotencyKey } });
      await confirmed(data?.placeOrder);
    } catch (error) {
      if (isPriceChanged(error)) {
        // Show the new prices on the lines; the shopper places the order again at the total now shown.
        await freshCart.recheck();
        setPricesChanged(errorMessage(error, 'Prices in your cart have changed.'));
        return;
      }
      if (!outcomeUnknown(error)) {
        let message = errorMessage(error, 'Failed to place order');
        if (isProductNotFound(error)) {
          // A product left the shop since the cart was checked: name it, and mark its line (Sold out).
          const missing = await freshCart.recheck();
          const names = cart.items
            .filter((line) => missing.includes(line.product.id))
            .map((line) => lineName(line.product));
          if (names.length) message = `${message}: ${names.join(', ')}. Please remove it from your cart to continue.`;
        }
        showRefusal(message);
        toast.error(message, { detail: `Need help? Call us at ${shop.phone}` });
        return;
      }
      // No answer: the order may have arrived all the same. Ask by the attempt's key before saying anything.
      const arrived = await orderPlacedWith(idempotencyKey);
      if (arrived) {
        forgetOrderLists();
        await confirmed(arrived);
      } else {
        setNotConfirmed(true);
      }
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  /** The order placed with `key`, or null when it has not arrived (or the check itself got no answer). */
  async function orderPlacedWith(key: string) {
    try {
      const { data } = await apollo.query({
        query: OrderByIdempotencyKeyQuery,
        variables: { key },
        fetchPolicy: 'network-only',
      });
      return data?.orderByIdempotencyKey ?? null;
    } catch {
      return null;
    }
  }

  type Placed = { order: { id: string; orderNumber?: string | null }; accessKey?: string | null };
  async function confirmed(placed: Placed | null | undefined) {
    if (!placed?.order.id) {
      toast.error('Your order was placed, but no order ID came back. Please contact support with your order ID.', {
        detail: `Support: ${shop.phone}`,
      });
      return;
    }
    const { order, accessKey } = placed;
    endCheckoutAttempt();
    clearCheckoutDraft();
    forgetOpenCheckout();
    clearDiscountCode();
    if (accessKey) rememberGuestOrderKey(order.id, accessKey);
    // The confirmation must win over the empty-cart redirect: mark the order placed before the cart empties.
    flushSync(() => setPlacedPath(confirmationPath(order.id, accessKey)));
    // The server already emptied a customer's cart; only the local copy is cleared.
    await cart.clear({ server: false });
    const orderId = displayOrderId(order);
    if (isGuest) {
      toast.success(`Order placed successfully! Your order ID: ${orderId}`, {
        duration: GUEST_ORDER_TOAST_MS,
        detail: 'Tip: save this order ID — you will need it to track your order on WhatsApp.',
      });
    } else {
      toast.success(`Order placed successfully! Your order ID: ${orderId}`, { duration: ORDER_TOAST_MS });
    }
  }

  return (
    <div className="checkout-page">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/cart">Cart</Link>
          </li>
          <li aria-current="page">Checkout</li>
        </ol>
      </nav>
      <h1>Checkout</h1>
      {isAdmin && (
        <p className="form-error" role="alert">
          {ADMIN_CANNOT_ORDER}
        </p>
      )}
      <div className="checkout-layout">
        <div className="stack checkout-main">
          {isGuest && <GuestLoginNotice whatsapp={shop.whatsapp} />}
          <form
            id="checkout-form"
            className="panel"
            noValidate
            onSubmit={(event) => void submit(event)}
            aria-labelledby="shipping-title"
          >
            <h2 id="shipping-title">Shipping Information</h2>
            {summary && (
              <p className="form-error" role="alert">
                {summary}
              </p>
            )}
            <ShippingForm
              details={details}
              errors={errors}
              emailRequired={!isGuest}
              disabled={submitting || isAdmin}
              onChange={change}
            />
            {mayRemind && (
              <p className="muted small checkout-reminder-notice" data-testid="reminder-notice">
                {REMINDER_NOTICE}
              </p>
            )}
            <h2 id="payment-title">Payment Method</h2>
            <div className="payment-option" role="radiogroup" aria-labelledby="payment-title">
              <label>
                <input type="radio" name="paymentMethod" value="COD" checked readOnly />
                <span>
                  <strong>Cash on Delivery</strong>
                  <span className="muted small">Pay in cash when your order arrives.</span>
                </span>
              </label>
            </div>
          </form>
        </div>
        <OrderSummary
          totals={totals}
          lines={cart.items}
          deliveryAtCheckout={chargesDelivery(shop.delivery) && !details.city.trim()}
          deliveryNote={freeFrom === null ? undefined : `Free delivery on orders of ${formatPrice(freeFrom)} or more`}
          discount={discount.code ? { code: discount.code, amount: discount.discount } : undefined}
          codeForm={<DiscountCodeForm discount={discount} disabled={submitting || isAdmin} />}
        >
          {pricesChanged && (
            <p className="form-error summary-blocked" role="alert" data-testid="prices-changed">
              {pricesChanged}
            </p>
          )}
          {freshCart.blocked && (
            <p className="form-error summary-blocked" role="alert">
              {CART_NEEDS_CHANGES}
            </p>
          )}
          {notConfirmed && (
            <p className="form-error" role="alert" data-testid="order-not-confirmed">
              {ORDER_NOT_CONFIRMED}
            </p>
          )}
          {refusal && (
            <p className="form-error checkout-refusal" role="alert" id="checkout-refusal">
              {refusal}
            </p>
          )}
          <button
            type="submit"
            form="checkout-form"
            className="btn btn-primary btn-block"
            disabled={submitting || isAdmin || freshCart.blocked || discount.checking}
            aria-busy={submitting}
          >
            {submitting ? 'Placing Order...' : 'Place Order'}
          </button>
          <Link className="btn btn-ghost btn-block" to="/cart">
            Back to Cart
          </Link>
        </OrderSummary>
      </div>
    </div>
  );
}
