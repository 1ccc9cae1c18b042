import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePermissions } from '../../auth/useSession';
import { errorMessage } from '../../../lib/errors';
import { formatDate, formatPrice } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { CreateDiscountCodeMutation, DiscountCodesQuery, SetDiscountCodePausedMutation } from '../discounts.graphql';

const COLUMNS = ['Code', 'Discount', 'Rules', 'Uses', 'Orders', 'Revenue', 'Status'];
const KINDS = [
  { value: 'percent', label: 'Percentage off' },
  { value: 'fixed', label: 'Fixed amount off' },
  { value: 'free_delivery', label: 'Free delivery' },
] as const;

interface Draft {
  code: string;
  description: string;
  kind: (typeof KINDS)[number]['value'];
  value: string;
  minSubtotal: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerPhone: string;
  maxUsesPerAccount: string;
  categories: string;
  products: string;
  variants: string;
}

const EMPTY: Draft = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minSubtotal: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerPhone: '',
  maxUsesPerAccount: '',
  categories: '',
  products: '',
  variants: '',
};

/** A number typed in a field; empty: not given (the server's default). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
/** A date field's day, from the start of that day (the end: to its end), in the shop's own time. */
const dayOf = (text: string, end = false) =>
  text ? new Date(`${text}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : undefined;

/** /admin/discounts: discount codes with their uses and their orders' figures; create, pause and resume. */
export function AdminDiscountsPage() {
  usePageTitle('Discount Codes | Admin');
  const canReadOrders = usePermissions()('orders:read');
  const { data, loading, error, refetch } = useQuery(DiscountCodesQuery, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(CreateDiscountCodeMutation);
  const [setPaused] = useMutation(SetDiscountCodePausedMutation);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [failure, setFailure] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);
  const change = (field: keyof Draft, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  async function add(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const scope = {
      categories: listOf(draft.categories),
      products: listOf(draft.products),
      variants: listOf(draft.variants),
    };
    try {
      await create({
        variables: {
          input: {
            code: draft.code.trim(),
            description: draft.description.trim() || undefined,
            kind: draft.kind,
            value: draft.kind === 'free_delivery' ? undefined : numberOf(draft.value),
            minSubtotal: numberOf(draft.minSubtotal),
            startsAt: dayOf(draft.startsAt),
            endsAt: dayOf(draft.endsAt, true),
            maxUses: numberOf(draft.maxUses),
            maxUsesPerPhone: numberOf(draft.maxUsesPerPhone),
            maxUsesPerAccount: numberOf(draft.maxUsesPerAccount),
            scope,
          },
        },
      });
      adminToast.success(`Code ${draft.code.trim().toUpperCase()} created`);
      setDraft(EMPTY);
      await refetch();
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to create the code');
      setFailure(message);
      adminToast.error('Failed to create the code', message);
    }
  }

  async function toggle(id: string, paused: boolean) {
    setBusyId(id);
    try {
      await setPaused({ variables: { id, paused } });
      adminToast.success(paused ? 'Code paused' : 'Code resumed');
      await refetch();
    } catch (problem) {
      adminToast.error(paused ? 'Failed to pause the code' : 'Failed to resume the code', errorMessage(problem, ''));
    } finally {
      setBusyId(null);
    }
  }

  const codes = data?.discountCodes;
  const field = (name: keyof Draft, label: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`discount-${name}`}>{label}</label>
      <input
        id={`discount-${name}`}
        value={draft[name]}
        onChange={(event) => change(name, event.target.value)}
        autoComplete="off"
        {...props}
      />
    </div>
  );

  return (
    <section className="stack" aria-labelledby="discounts-title">
      <div className="admin-head">
        <h1 id="discounts-title">Discount Codes</h1>
      </div>
      <form className="panel" onSubmit={(event) => void add(event)} noValidate aria-label="Create a discount code">
        <p className="muted small">
          One code per order. Uses per phone count every written form of a number as one; a cancelled order gives its
          use back. Leave a limit empty for none, and the categories, products and variants empty for the whole shop.
        </p>
        <div className="settings-grid">
          {field('code', 'Code', { maxLength: 30, autoCapitalize: 'characters' })}
          <div className="field">
            <label htmlFor="discount-kind">Kind</label>
            <select id="discount-kind" value={draft.kind} onChange={(event) => change('kind', event.target.value)}>
              {KINDS.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
          </div>
          {draft.kind !== 'free_delivery' &&
            field('value', draft.kind === 'percent' ? 'Per cent off' : 'Rupees off', {
              type: 'number',
              min: 1,
              inputMode: 'decimal',
            })}
          {field('minSubtotal', 'Minimum subtotal (Rs.)', { type: 'number', min: 0, inputMode: 'decimal' })}
          {field('startsAt', 'Starts', { type: 'date' })}
          {field('endsAt', 'Ends', { type: 'date' })}
          {field('maxUses', 'Uses in all', { type: 'number', min: 1, inputMode: 'numeric' })}
          {field('maxUsesPerPhone', 'Uses per phone', { type: 'number', min: 1, inputMode: 'numeric' })}
          {field('maxUsesPerAccount', 'Uses per account', { type: 'number', min: 1, inputMode: 'numeric' })}
          {field('categories', 'Categories (comma separated)')}
          {field('products', 'Product ids (comma separated)')}
          {field('variants', 'Variant ids (comma separated)')}
          {field('description', 'Note (for staff)', { maxLength: 200 })}
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={creating} aria-busy={creating}>
          {creating ? 'Creating...' : 'Create Code'}
        </button>
      </form>

      {!codes && loading && <Spinner label="Loading the discount codes…" />}
      {!codes && error && <LoadError message="Failed to load the discount codes" onRetry={() => void refetch()} />}
      {codes && codes.length === 0 && <EmptyList title="No discount codes yet" hint="Create one above" />}
      {codes && codes.length > 0 && (
        <AdminTable caption="Discount codes, newest first" columns={COLUMNS}>
          {codes.map((code) => {
            const scope = [...code.scope.categories, ...code.scope.products, ...code.scope.variants];
            const rules = [
              code.minSubtotal > 0 ? `From ${formatPrice(code.minSubtotal)}` : '',
              code.startsAt ? `Starts ${formatDate(code.startsAt)}` : '',
              code.endsAt ? `Ends ${formatDate(code.endsAt)}` : '',
              code.maxUsesPerPhone ? `${code.maxUsesPerPhone} per phone` : '',
              code.maxUsesPerAccount ? `${code.maxUsesPerAccount} per account` : '',
              scope.length ? `Only ${scope.join(', ')}` : 'Whole shop',
            ].filter(Boolean);
            return (
              <tr key={code.id} data-testid={`discount-${code.code}`}>
                <th scope="row" data-label="Code" className="cell-title cell-break">
                  {code.code}
                  {code.description && <span className="muted small discount-note">{code.description}</span>}
                </th>
                <td data-label="Discount" className="nowrap">
                  {code.kind === 'percent'
                    ? `${code.value}% off`
                    : code.kind === 'fixed'
                      ? `${formatPrice(code.value)} off`
                      : 'Free delivery'}
                </td>
                <td data-label="Rules" className="cell-break small">
                  {rules.join(' · ')}
                </td>
                <td data-label="Uses" className="nowrap">
                  {code.uses}
                  {code.maxUses !== null && code.maxUses !== undefined ? ` / ${code.maxUses}` : ''}
                </td>
                <td data-label="Orders" className="small">
                  {code.figures.orders} placed, {code.figures.delivered} delivered, {code.figures.returned} returned
                  {code.figures.cancelled ? `, ${code.figures.cancelled} cancelled` : ''}
                  {code.figures.orders > 0 && canReadOrders && (
                    <span className="discount-note">
                      <Link to={`/admin/orders?search=${encodeURIComponent(code.code)}`}>Account orders</Link>
                      {' · '}
                      <Link to={`/admin/orders?tab=guest&search=${encodeURIComponent(code.code)}`}>Guest orders</Link>
                    </span>
                  )}
                </td>
                <td data-label="Revenue" className="nowrap">
                  {formatPrice(code.figures.revenue)}
                  {code.figures.discountGiven > 0 && (
                    <span className="muted small discount-note">{formatPrice(code.figures.discountGiven)} given</span>
                  )}
                </td>
                <td data-label="Status">{code.paused ? 'Paused' : 'Active'}</td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={busyId === code.id}
                    onClick={() => void toggle(code.id, !code.paused)}
                    aria-label={`${code.paused ? 'Resume' : 'Pause'} ${code.code}`}
                  >
                    {code.paused ? 'Resume' : 'Pause'}
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
