import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { getFragmentData } from '../../../gql';
import type { ShopSettingsFieldsFragment, UpdateSettingsInput } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import {
  ShopSettingsFieldsFragment as SettingsFields,
  ShopSettingsQuery,
  UpdateShopSettingsMutation,
} from '../admin-settings.graphql';
import { adminToast } from '../admin-toast';
import { Field } from '../components/Field';
import { LoadError } from '../components/LoadError';
import { LeaveUnsaved } from '../components/LeaveUnsaved';
import { useLeaveGuard } from '../useLeaveGuard';

/** The form's copy of the settings: every number as typed (empty: none). */
interface SettingsForm {
  defaultFee: string;
  freeAbove: string;
  cities: Array<{ key: number; city: string; fee: string; freeAbove: string }>;
  minOrder: string;
  maxOrder: string;
  codCities: string;
  maxOpenPerPhone: string;
  windowHours: string;
  templateEn: string;
  templateUr: string;
  name: string;
  whatsapp: string;
  phone: string;
  email: string;
  instagram: string;
  messageLanguage: string;
  reminderAfterMinutes: string;
  messages: Record<MessageKind, Record<'en' | 'ur', { subject: string; body: string }>>;
}

const MESSAGE_KINDS = ['confirmed', 'shipped', 'delivered', 'returned', 'reminder'] as const;
type MessageKind = (typeof MESSAGE_KINDS)[number];
const MESSAGE_TITLES: Record<MessageKind, string> = {
  confirmed: 'Order confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Came back',
  reminder: 'Checkout reminder',
};

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
let nextKey = 0;

function formOf(settings: ShopSettingsFieldsFragment): SettingsForm {
  return {
    defaultFee: text(settings.shipping.defaultFee),
    freeAbove: text(settings.shipping.freeAbove),
    cities: settings.shipping.cities.map((rule) => ({
      key: nextKey++,
      city: rule.city,
      fee: text(rule.fee),
      freeAbove: text(rule.freeAbove),
    })),
    minOrder: text(settings.cod.minOrder),
    maxOrder: text(settings.cod.maxOrder),
    codCities: settings.cod.cities.join(', '),
    maxOpenPerPhone: text(settings.cod.maxOpenPerPhone),
    windowHours: text(settings.confirmation.windowHours),
    templateEn: settings.confirmation.templates.en,
    templateUr: settings.confirmation.templates.ur,
    name: settings.shop.name,
    whatsapp: settings.shop.whatsapp,
    phone: settings.shop.phone,
    email: settings.shop.email,
    instagram: settings.shop.instagram,
    messageLanguage: settings.messages.language,
    reminderAfterMinutes: text(settings.messages.reminderAfterMinutes),
    messages: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => {
        const { en, ur } = settings.messages.templates[kind];
        return [kind, { en: { subject: en.subject, body: en.body }, ur: { subject: ur.subject, body: ur.body } }];
      }),
    ) as SettingsForm['messages'],
  };
}

/** A typed amount: empty is none (null); anything else goes to the server as a number, which checks it. */
const amount = (value: string) => (value.trim() === '' ? null : Number(value));

function inputOf(form: SettingsForm): UpdateSettingsInput {
  return {
    shipping: {
      defaultFee: amount(form.defaultFee) ?? 0,
      freeAbove: amount(form.freeAbove),
      cities: form.cities
        .filter((rule) => rule.city.trim())
        .map((rule) => ({ city: rule.city.trim(), fee: amount(rule.fee) ?? 0, freeAbove: amount(rule.freeAbove) })),
    },
    cod: {
      minOrder: amount(form.minOrder),
      maxOrder: amount(form.maxOrder),
      cities: form.codCities
        .split(',')
        .map((city) => city.trim())
        .filter(Boolean),
      maxOpenPerPhone: Number(form.maxOpenPerPhone),
    },
    confirmation: {
      windowHours: Number(form.windowHours),
      templates: { en: form.templateEn, ur: form.templateUr },
    },
    shop: {
      name: form.name,
      whatsapp: form.whatsapp,
      phone: form.phone,
      email: form.email,
      instagram: form.instagram,
    },
    messages: {
      language: form.messageLanguage,
      templates: form.messages,
      reminderAfterMinutes: Number(form.reminderAfterMinutes),
    },
  };
}

/**
 * /admin/settings: delivery charges, checkout rules, the confirmation window and messages, the messages to customers,
 * contact details.
 */
export function AdminSettingsPage() {
  usePageTitle('Settings | Admin');
  const { data, loading, error, refetch } = useQuery(ShopSettingsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Spinner label="Loading the settings…" />;
  if (!data) return error ? <LoadError message="Failed to load settings" onRetry={() => void refetch()} /> : null;
  return <SettingsEditor settings={getFragmentData(SettingsFields, data.shopSettings)} />;
}

/** The form without its rows' keys: two forms that read the same compare equal. */
const comparable = (form: SettingsForm) =>
  JSON.stringify({ ...form, cities: form.cities.map(({ city, fee, freeAbove }) => ({ city, fee, freeAbove })) });

function SettingsEditor({ settings }: { settings: ShopSettingsFieldsFragment }) {
  const [form, setForm] = useState(() => formOf(settings));
  const [saved, setSaved] = useState(form);
  const unsaved = comparable(form) !== comparable(saved);
  // Leaving with unsaved changes asks first: a link to another page of the shop, Back, or closing the tab.
  const leaving = useLeaveGuard(unsaved);
  const [failure, setFailure] = useState('');
  const [save, { loading: saving }] = useMutation(UpdateShopSettingsMutation);
  const set = (field: keyof SettingsForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const setCity = (key: number, field: 'city' | 'fee' | 'freeAbove', value: string) =>
    setForm((current) => ({
      ...current,
      cities: current.cities.map((rule) => (rule.key === key ? { ...rule, [field]: value } : rule)),
    }));
  const setMessage =
    (kind: MessageKind, language: 'en' | 'ur', field: 'subject' | 'body') => (event: { target: { value: string } }) =>
      setForm((current) => ({
        ...current,
        messages: {
          ...current.messages,
          [kind]: {
            ...current.messages[kind],
            [language]: { ...current.messages[kind][language], [field]: event.target.value },
          },
        },
      }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    try {
      const { data } = await save({ variables: { input: inputOf(form) } });
      if (data) {
        const stored = formOf(getFragmentData(SettingsFields, data.updateShopSettings));
        setForm(stored);
        setSaved(stored);
      }
      adminToast.success('Settings saved');
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to save settings');
      setFailure(message);
      adminToast.error('Failed to save settings', message);
    }
  }

  return (
    <section className="stack" aria-labelledby="settings-title">
      <div className="admin-head">
        <h1 id="settings-title">Settings</h1>
      </div>
      <form className="stack settings-form" onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Delivery charges</h2>
          </legend>
          <p className="muted small">
            The default is free delivery everywhere. A city with its own rule uses it; every other city the default.
            Leave “free above” empty for never.
          </p>
          <div className="settings-grid">
            <Field
              label="Default fee (Rs.)"
              id="s-default-fee"
              value={form.defaultFee}
              onChange={set('defaultFee')}
              numeric
            />
            <Field
              label="Free above (Rs.)"
              id="s-free-above"
              value={form.freeAbove}
              onChange={set('freeAbove')}
              numeric
            />
          </div>
          {form.cities.map((rule) => (
            <div className="settings-grid settings-city" key={rule.key}>
              <Field
                label="City"
                id={`s-city-${rule.key}`}
                value={rule.city}
                onChange={(e) => setCity(rule.key, 'city', e.target.value)}
              />
              <Field
                label="Fee (Rs.)"
                id={`s-city-fee-${rule.key}`}
                value={rule.fee}
                onChange={(e) => setCity(rule.key, 'fee', e.target.value)}
                numeric
              />
              <Field
                label="Free above (Rs.)"
                id={`s-city-free-${rule.key}`}
                value={rule.freeAbove}
                onChange={(e) => setCity(rule.key, 'freeAbove', e.target.value)}
                numeric
              />
              <button
                type="button"
                className="btn btn-sm btn-outline"
                aria-label={`Remove the rule for ${rule.city || 'this city'}`}
                onClick={() =>
                  setForm((current) => ({ ...current, cities: current.cities.filter((r) => r.key !== rule.key) }))
                }
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline"
            onClick={() =>
              setForm((current) => ({
                ...current,
                cities: [...current.cities, { key: nextKey++, city: '', fee: '', freeAbove: '' }],
              }))
            }
          >
            Add a city rule
          </button>
        </fieldset>

        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Cash-on-delivery rules</h2>
          </legend>
          <div className="settings-grid">
            <Field
              label="Minimum order (Rs.)"
              id="s-min-order"
              value={form.minOrder}
              onChange={set('minOrder')}
              numeric
            />
            <Field
              label="Maximum order (Rs.)"
              id="s-max-order"
              value={form.maxOrder}
              onChange={set('maxOrder')}
              numeric
            />
            <Field
              label="Open unconfirmed orders per phone"
              id="s-max-open"
              value={form.maxOpenPerPhone}
              onChange={set('maxOpenPerPhone')}
              numeric
            />
          </div>
          <Field
            label="COD cities (comma separated; empty: everywhere)"
            id="s-cod-cities"
            value={form.codCities}
            onChange={set('codCities')}
          />
        </fieldset>

        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Order confirmation</h2>
          </legend>
          <Field
            label="Confirmation window (hours)"
            id="s-window"
            value={form.windowHours}
            onChange={set('windowHours')}
            numeric
          />
          <p className="muted small">
            Placeholders: {'{customerName} {shopName} {orderNumber} {items} {total} {link}'} ({'{link}'} is required).
          </p>
          <div className="field">
            <label htmlFor="s-template-en">Message in English</label>
            <textarea id="s-template-en" rows={6} value={form.templateEn} onChange={set('templateEn')} />
          </div>
          <div className="field">
            <label htmlFor="s-template-ur">Message in Urdu</label>
            <textarea
              id="s-template-ur"
              rows={6}
              dir="rtl"
              lang="ur"
              value={form.templateUr}
              onChange={set('templateUr')}
            />
          </div>
        </fieldset>

        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Messages to customers</h2>
          </legend>
          <p className="muted small">
            Sent when an order is confirmed, shipped, delivered or comes back: by WhatsApp where it is set up (its
            approved templates), else by e-mail with these words. Placeholders:{' '}
            {'{name} {orderNumber} {total} {shopName} {stopLink}'}; when shipped also{' '}
            {'{courier} {trackingNumber} {trackingLink}'}. The checkout reminder goes once to a shopper who typed a
            phone at checkout and left: {'{name} {items} {total} {shopName} {resumeLink} {stopLink}'}.
          </p>
          <Field
            label="Checkout reminder after (minutes)"
            id="s-reminder-after"
            value={form.reminderAfterMinutes}
            onChange={set('reminderAfterMinutes')}
            numeric
          />
          <div className="field">
            <label htmlFor="s-message-language">Language</label>
            <select id="s-message-language" value={form.messageLanguage} onChange={set('messageLanguage')}>
              <option value="en">English</option>
              <option value="ur">Urdu</option>
            </select>
          </div>
          {MESSAGE_KINDS.map((kind) => (
            <details key={kind} className="settings-message">
              <summary>{MESSAGE_TITLES[kind]}</summary>
              {(['en', 'ur'] as const).map((language) => {
                const id = `s-message-${kind}-${language}`;
                const name = language === 'en' ? 'English' : 'Urdu';
                const rtl = language === 'ur' ? { dir: 'rtl', lang: 'ur' } : {};
                return (
                  <div key={language} className="stack">
                    <div className="field">
                      <label htmlFor={`${id}-subject`}>
                        {MESSAGE_TITLES[kind]}: subject in {name}
                      </label>
                      <input
                        id={`${id}-subject`}
                        {...rtl}
                        value={form.messages[kind][language].subject}
                        onChange={setMessage(kind, language, 'subject')}
                        autoComplete="off"
                      />
                    </div>
                    <div className="field">
                      <label htmlFor={`${id}-body`}>
                        {MESSAGE_TITLES[kind]}: message in {name}
                      </label>
                      <textarea
                        id={`${id}-body`}
                        rows={4}
                        {...rtl}
                        value={form.messages[kind][language].body}
                        onChange={setMessage(kind, language, 'body')}
                      />
                    </div>
                  </div>
                );
              })}
            </details>
          ))}
        </fieldset>

        <fieldset className="panel" disabled={saving}>
          <legend>
            <h2>Contact details</h2>
          </legend>
          <div className="settings-grid">
            <Field label="Shop name" id="s-name" value={form.name} onChange={set('name')} />
            <Field label="WhatsApp number" id="s-whatsapp" value={form.whatsapp} onChange={set('whatsapp')} />
            <Field label="Phone" id="s-phone" value={form.phone} onChange={set('phone')} />
            <Field label="Email" id="s-email" value={form.email} onChange={set('email')} />
            <Field label="Instagram" id="s-instagram" value={form.instagram} onChange={set('instagram')} />
          </div>
        </fieldset>

        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <div>
          <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
            {saving ? 'Saving...' : 'Save Settings'}
          </button>
        </div>
      </form>
      {leaving.pending && <LeaveUnsaved what="the settings" stay={leaving.stay} leave={leaving.leave} />}
    </section>
  );
}
