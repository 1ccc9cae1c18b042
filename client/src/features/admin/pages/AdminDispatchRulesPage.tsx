import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { DispatchRulesFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import { ORDERS_TO_SHIP } from '../admin-constants';
import {
  CouriersQuery,
  DispatchRulesFieldsFragment as RulesFields,
  DispatchRulesQuery,
  SetDispatchRulesMutation,
} from '../couriers.graphql';
import { Field } from '../components/Field';
import { LoadError } from '../components/LoadError';
import { LeaveUnsaved } from '../components/LeaveUnsaved';
import { useLeaveGuard } from '../useLeaveGuard';

type Rules = DispatchRulesFieldsFragment;
interface RuleForm {
  key: number;
  courier: string;
  cities: string;
  minCod: string;
  maxCod: string;
  maxWeightGrams: string;
}
interface RulesForm {
  rules: RuleForm[];
  defaultCourier: string;
  unitWeightGrams: string;
}

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
/** A typed bound: empty is none (null); anything else goes to the server as a number, which checks it. */
const bound = (value: string) => (value.trim() === '' ? null : Number(value));
let nextKey = 0;

function formOf(rules: Rules): RulesForm {
  return {
    rules: rules.rules.map((rule) => ({
      key: nextKey++,
      courier: rule.courier,
      cities: rule.cities.join(', '),
      minCod: text(rule.minCod),
      maxCod: text(rule.maxCod),
      maxWeightGrams: text(rule.maxWeightGrams),
    })),
    defaultCourier: rules.defaultCourier ?? '',
    unitWeightGrams: text(rules.unitWeightGrams),
  };
}

const comparable = (form: RulesForm) =>
  JSON.stringify({ ...form, rules: form.rules.map(({ key: _key, ...rule }) => rule) });

/**
 * /admin/dispatch: which courier gets a parcel. The rules are read in order and the first that fits a parcel (its
 * city, cash to collect and weight) chooses its courier; a parcel no rule fits goes to the default courier.
 * "Book by Dispatch Rules" on the orders list books each selected order with its rule's courier.
 */
export function AdminDispatchRulesPage() {
  usePageTitle('Dispatch Rules | Admin');
  const rules = useQuery(DispatchRulesQuery, { fetchPolicy: 'cache-and-network' });
  const couriers = useQuery(CouriersQuery);
  if ((!rules.data && rules.loading) || (!couriers.data && couriers.loading))
    return <Spinner label="Loading the dispatch rules…" />;
  if (!rules.data || !couriers.data)
    return (
      <LoadError
        message="Failed to load the dispatch rules"
        onRetry={() => void Promise.all([rules.refetch(), couriers.refetch()])}
      />
    );
  return (
    <RulesEditor rules={getFragmentData(RulesFields, rules.data.dispatchRules)} couriers={couriers.data.couriers} />
  );
}

interface CourierOption {
  code: string;
  name: string;
  canBook: boolean;
}

function RulesEditor({ rules, couriers }: { rules: Rules; couriers: CourierOption[] }) {
  const [form, setForm] = useState(() => formOf(rules));
  const [saved, setSaved] = useState(form);
  const unsaved = comparable(form) !== comparable(saved);
  const leaving = useLeaveGuard(unsaved);
  const [failure, setFailure] = useState('');
  const [save, { loading: saving }] = useMutation(SetDispatchRulesMutation);
  const bookable = couriers.filter((courier) => courier.canBook);
  // A rule may name a courier that is not bookable here (yet): it stays listed, marked, and is passed over.
  const choices = (current: string) => couriers.filter((courier) => courier.canBook || courier.code === current);
  const nameOf = (code: string) => couriers.find((courier) => courier.code === code)?.name ?? code;

  const setRule = (key: number, field: keyof Omit<RuleForm, 'key'>, value: string) =>
    setForm((current) => ({
      ...current,
      rules: current.rules.map((rule) => (rule.key === key ? { ...rule, [field]: value } : rule)),
    }));
  const move = (index: number, by: -1 | 1) =>
    setForm((current) => {
      const next = [...current.rules];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return { ...current, rules: next };
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    try {
      const { data } = await save({
        variables: {
          input: {
            rules: form.rules.map((rule) => ({
              courier: rule.courier,
              cities: rule.cities
                .split(',')
                .map((city) => city.trim())
                .filter(Boolean),
              minCod: bound(rule.minCod),
              maxCod: bound(rule.maxCod),
              maxWeightGrams: bound(rule.maxWeightGrams),
            })),
            defaultCourier: form.defaultCourier || null,
            unitWeightGrams: Number(form.unitWeightGrams),
          },
        },
      });
      if (data) {
        const stored = formOf(getFragmentData(RulesFields, data.setDispatchRules));
        setForm(stored);
        setSaved(stored);
      }
      adminToast.success('Dispatch rules saved');
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to save the dispatch rules');
      setFailure(message);
      adminToast.error('Failed to save the dispatch rules', message);
    }
  }

  return (
    <section className="stack" aria-labelledby="dispatch-title">
      <div className="admin-head">
        <h1 id="dispatch-title">Dispatch Rules</h1>
        <Link to={ORDERS_TO_SHIP} className="btn btn-outline btn-sm">
          Orders to ship
        </Link>
      </div>
      <form className="stack settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Which courier gets a parcel</h2>
          </legend>
          <p className="muted small">
            The first rule that fits a parcel chooses its courier: its city is one of the rule&apos;s (none: any city),
            its cash to collect within the bounds and its weight at most the rule&apos;s. Empty bounds mean none. Only
            couriers booked through their API here are used; a rule for another is passed over.
          </p>
          {bookable.length === 0 && (
            <p className="form-error" role="status">
              No courier can be booked through its API here yet: set a courier&apos;s credentials first.
            </p>
          )}
          {form.rules.length === 0 && <p className="muted">No rules yet: every parcel goes to the default courier.</p>}
          <ol className="dispatch-rules">
            {form.rules.map((rule, index) => (
              <li key={rule.key} className="dispatch-rule">
                <fieldset>
                  <legend className="small-title">Rule {index + 1}</legend>
                  <div className="settings-grid">
                    <div className="field">
                      <label htmlFor={`d-courier-${rule.key}`}>Courier</label>
                      <select
                        id={`d-courier-${rule.key}`}
                        value={rule.courier}
                        onChange={(event) => setRule(rule.key, 'courier', event.target.value)}
                      >
                        {choices(rule.courier).map((courier) => (
                          <option key={courier.code} value={courier.code}>
                            {courier.canBook ? courier.name : `${courier.name} (not bookable here)`}
                          </option>
                        ))}
                      </select>
                    </div>
                    <Field
                      label="Cities (comma separated; empty: any)"
                      id={`d-cities-${rule.key}`}
                      value={rule.cities}
                      onChange={(event) => setRule(rule.key, 'cities', event.target.value)}
                    />
                    <Field
                      label="Cash from (Rs.)"
                      id={`d-min-${rule.key}`}
                      value={rule.minCod}
                      onChange={(event) => setRule(rule.key, 'minCod', event.target.value)}
                      numeric
                    />
                    <Field
                      label="Cash up to (Rs.)"
                      id={`d-max-${rule.key}`}
                      value={rule.maxCod}
                      onChange={(event) => setRule(rule.key, 'maxCod', event.target.value)}
                      numeric
                    />
                    <Field
                      label="Weight up to (grams)"
                      id={`d-weight-${rule.key}`}
                      value={rule.maxWeightGrams}
                      onChange={(event) => setRule(rule.key, 'maxWeightGrams', event.target.value)}
                      numeric
                    />
                  </div>
                  <div className="row wrap">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={index === 0}
                      aria-label={`Move rule ${index + 1} up`}
                      onClick={() => move(index, -1)}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={index === form.rules.length - 1}
                      aria-label={`Move rule ${index + 1} down`}
                      onClick={() => move(index, 1)}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      aria-label={`Remove rule ${index + 1} (${nameOf(rule.courier)})`}
                      onClick={() =>
                        setForm((current) => ({ ...current, rules: current.rules.filter((r) => r.key !== rule.key) }))
                      }
                    >
                      Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={bookable.length === 0}
              onClick={() =>
                setForm((current) => ({
                  ...current,
                  rules: [
                    ...current.rules,
                    {
                      key: nextKey++,
                      courier: bookable[0].code,
                      cities: '',
                      minCod: '',
                      maxCod: '',
                      maxWeightGrams: '',
                    },
                  ],
                }))
              }
            >
              Add a rule
            </button>
          </div>
        </fieldset>

        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Default and weights</h2>
          </legend>
          <div className="settings-grid">
            <div className="field">
              <label htmlFor="d-default">Default courier</label>
              <select
                id="d-default"
                value={form.defaultCourier}
                onChange={(event) => setForm((current) => ({ ...current, defaultCourier: event.target.value }))}
              >
                <option value="">The first bookable of PostEx, Leopards, Trax, Call Courier, TCS, M&amp;P</option>
                {choices(form.defaultCourier).map((courier) => (
                  <option key={courier.code} value={courier.code}>
                    {courier.canBook ? courier.name : `${courier.name} (not bookable here)`}
                  </option>
                ))}
              </select>
            </div>
            <Field
              label="Weight of one unit (grams)"
              id="d-unit-weight"
              value={form.unitWeightGrams}
              onChange={(event) => setForm((current) => ({ ...current, unitWeightGrams: event.target.value }))}
              numeric
            />
          </div>
          <p className="muted small">A parcel weighs its units times this weight.</p>
        </fieldset>

        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save Dispatch Rules'}
          </button>
        </div>
      </form>
      {leaving.pending && <LeaveUnsaved what="the dispatch rules" stay={leaving.stay} leave={leaving.leave} />}
    </section>
  );
}
