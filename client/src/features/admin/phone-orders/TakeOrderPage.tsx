import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { formatPrice } from '../../../ui/format';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePermissions } from '../../auth/useSession';
import { withDelivery } from '../../cart/cart-totals';
import { ShippingForm } from '../../checkout/components/ShippingForm';
import {
  EMPTY_SHIPPING,
  fieldOfRefusal,
  REQUIRED_SUMMARY,
  trimmedContact,
  validateShipping,
  type ShippingDetails,
  type ShippingErrors,
} from '../../checkout/shipping-form';
import { useShop } from '../../shop/useShop';
import { adminToast } from '../admin-toast';
import { useDebouncedValue } from '../useDebouncedValue';
import { TakeOrderMutation, TakeOrderProductsQuery } from './take-order.graphql';

/** A line of the order being taken: a product, or one kind of a product sold in kinds. */
interface Line {
  key: string;
  product: string;
  variant?: string;
  name: string;
  kind?: string;
  price: number;
  stock: number;
  quantity: number;
}

/** At most 10 of each product or kind, as at checkout. */
const MAX_EACH = 10;
const NO_LINES = 'Add at least one product';

/**
 * /admin/orders/new: an order taken for a customer on a call or a WhatsApp chat. The customer's details are the
 * checkout's form with its rules and messages; products are found by name and added (a kind chosen for a product
 * sold in kinds); the total is the checkout's, read out to the customer and sent as the expected total, so a price
 * changed meanwhile is refused rather than charged. Staff who confirm orders may record that the customer confirmed
 * on the call. The server places it through the checkout's own rules, risk and stock.
 */
export function TakeOrderPage() {
  usePageTitle('Take an Order | Admin');
  const can = usePermissions();
  const shop = useShop();
  const navigate = useNavigate();
  const id = useId();
  const [channel, setChannel] = useState<'PHONE' | 'WHATSAPP'>('PHONE');
  const [details, setDetails] = useState<ShippingDetails>(EMPTY_SHIPPING);
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [lines, setLines] = useState<Line[]>([]);
  const [search, setSearch] = useState('');
  const [kindChoice, setKindChoice] = useState<Record<string, string>>({});
  const [customerConfirmed, setCustomerConfirmed] = useState(false);
  const [problem, setProblem] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery(TakeOrderProductsQuery, { variables: { search: term }, skip: term.length < 2 });
  const [take, taking] = useMutation(TakeOrderMutation);

  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = withDelivery(
    { subtotal, deliveryCharge: 0, totalAmount: subtotal, totalQuantity: units },
    shop.delivery,
    details.city,
  );

  function add(line: Omit<Line, 'quantity'>) {
    setProblem('');
    setLines((current) => {
      const same = current.find((entry) => entry.key === line.key);
      if (!same) return [...current, { ...line, quantity: 1 }];
      return current.map((entry) =>
        entry.key === line.key ? { ...entry, quantity: Math.min(entry.quantity + 1, entry.stock, MAX_EACH) } : entry,
      );
    });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const shippingErrors = validateShipping(details, { emailRequired: false });
    setErrors(shippingErrors);
    if (Object.keys(shippingErrors).length > 0) return setProblem(REQUIRED_SUMMARY);
    if (lines.length === 0) return setProblem(NO_LINES);
    setProblem('');
    try {
      const answer = await take({
        variables: {
          input: {
            items: lines.map((line) => ({ product: line.product, variant: line.variant, quantity: line.quantity })),
            shippingAddress: trimmedContact(details),
            channel,
            customerConfirmed: can('orders:confirm') && customerConfirmed,
            expectedTotal: totals.totalAmount,
            notes: details.notes.trim() || undefined,
          },
        },
      });
      const order = answer.data?.takeOrder.order;
      if (!order) return;
      adminToast.success(`Order ${order.orderNumber} placed`);
      void navigate(`/admin/orders/${order.id}`);
    } catch (failure) {
      const message = errorMessage(failure, 'The order could not be placed');
      const field = fieldOfRefusal(message);
      if (field) setErrors({ [field]: message });
      setProblem(message);
    }
  }

  const results = term.length >= 2 ? (found.data?.products.items ?? []) : [];
  return (
    <section className="take-order" aria-labelledby={`${id}-title`}>
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to="/admin/orders">Orders</Link> / <span>Take an Order</span>
      </nav>
      <h1 id={`${id}-title`}>Take an Order</h1>
      <p className="muted">
        For a customer on the phone or on WhatsApp: the shop&apos;s prices, stock and rules apply.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <section className="panel" aria-labelledby={`${id}-customer`}>
          <h2 id={`${id}-customer`}>Customer</h2>
          <fieldset className="row wrap channel-choice">
            <legend>The customer reached us by</legend>
            {(['PHONE', 'WHATSAPP'] as const).map((value) => (
              <label key={value}>
                <input
                  type="radio"
                  name="channel"
                  value={value}
                  checked={channel === value}
                  onChange={() => setChannel(value)}
                />
                {value === 'PHONE' ? 'Phone call' : 'WhatsApp'}
              </label>
            ))}
          </fieldset>
          <ShippingForm
            details={details}
            errors={errors}
            emailRequired={false}
            disabled={taking.loading}
            onChange={(field, value) => {
              setDetails((current) => ({ ...current, [field]: value }));
              setErrors((current) => ({ ...current, [field]: undefined }));
            }}
          />
        </section>

        <section className="panel" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`}>Items</h2>
          <label htmlFor={`${id}-search`}>Find a product</label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder="Type at least 2 letters of its name"
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
          {found.loading && term.length >= 2 && (
            <p className="muted small" role="status">
              Searching…
            </p>
          )}
          {found.error && (
            <p className="field-error" role="alert">
              {errorMessage(found.error, 'Products could not be loaded')}
            </p>
          )}
          {term.length >= 2 && !found.loading && !found.error && results.length === 0 && (
            <p className="muted small" role="status">
              No products in stock match &ldquo;{term}&rdquo;.
            </p>
          )}
          {results.length > 0 && (
            <ul className="take-order-results" aria-label="Products found">
              {results.map((product) => {
                const kinds = product.variants.filter((kind) => kind.stockQuantity > 0);
                const chosen = kinds.find((kind) => kind.id === kindChoice[product.id]) ?? kinds[0];
                return (
                  <li key={product.id} className="take-order-result">
                    <span className="cell-lines">
                      <strong>{product.name}</strong>
                      <span className="muted small">
                        {product.brand} · {formatPrice(chosen ? chosen.finalPrice : product.finalPrice)} ·{' '}
                        {chosen ? chosen.stockQuantity : product.stockQuantity} in stock
                      </span>
                    </span>
                    {product.variants.length > 0 && (
                      <select
                        aria-label={`Kind of ${product.name}`}
                        value={chosen?.id ?? ''}
                        onChange={(event) =>
                          setKindChoice((current) => ({ ...current, [product.id]: event.target.value }))
                        }
                      >
                        {kinds.map((kind) => (
                          <option key={kind.id} value={kind.id}>
                            {kind.values.join(' / ')}
                          </option>
                        ))}
                      </select>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      aria-label={`Add ${product.name}${chosen ? ` (${chosen.values.join(' / ')})` : ''}`}
                      disabled={product.variants.length > 0 && !chosen}
                      onClick={() =>
                        add(
                          chosen
                            ? {
                                key: `${product.id}:${chosen.id}`,
                                product: product.id,
                                variant: chosen.id,
                                name: product.name,
                                kind: chosen.values.join(' / '),
                                price: chosen.finalPrice,
                                stock: chosen.stockQuantity,
                              }
                            : {
                                key: product.id,
                                product: product.id,
                                name: product.name,
                                price: product.finalPrice,
                                stock: product.stockQuantity,
                              },
                        )
                      }
                    >
                      Add
                    </button>
                  </li>
                );
              })}
            </ul>
          )}

          {lines.length === 0 ? (
            <p className="muted">No items yet: find a product above and add it.</p>
          ) : (
            <ul className="take-order-lines" aria-label="Order items">
              {lines.map((line) => (
                <li key={line.key} className="take-order-line">
                  <span className="cell-lines">
                    <strong>{line.name}</strong>
                    {line.kind && <span className="muted small">{line.kind}</span>}
                    <span className="muted small">{formatPrice(line.price)} each</span>
                  </span>
                  <QuantityStepper
                    value={line.quantity}
                    max={Math.min(line.stock, MAX_EACH)}
                    label={`Quantity of ${line.name}${line.kind ? ` (${line.kind})` : ''}`}
                    onChange={(quantity) =>
                      setLines((current) =>
                        current.map((entry) => (entry.key === line.key ? { ...entry, quantity } : entry)),
                      )
                    }
                  />
                  <strong className="nowrap">{formatPrice(line.price * line.quantity)}</strong>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    aria-label={`Remove ${line.name}${line.kind ? ` (${line.kind})` : ''}`}
                    onClick={() => setLines((current) => current.filter((entry) => entry.key !== line.key))}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <dl className="take-order-totals">
            <dt>Subtotal</dt>
            <dd>{formatPrice(totals.subtotal)}</dd>
            <dt>Delivery</dt>
            <dd>
              {!details.city.trim() && lines.length > 0
                ? 'With the city'
                : totals.deliveryCharge
                  ? formatPrice(totals.deliveryCharge)
                  : 'Free'}
            </dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatPrice(totals.totalAmount)}</strong>
            </dd>
          </dl>
        </section>

        <div className="panel take-order-submit">
          {can('orders:confirm') && (
            <label>
              <input
                type="checkbox"
                checked={customerConfirmed}
                onChange={(event) => setCustomerConfirmed(event.target.checked)}
              />
              The customer confirmed this order on the call
            </label>
          )}
          {problem && (
            <p className="field-error" role="alert">
              {problem}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={taking.loading}>
            {taking.loading ? 'Placing Order…' : 'Place Order'}
          </button>
        </div>
      </form>
    </section>
  );
}
