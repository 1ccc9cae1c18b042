import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UpdateSettingsInput } from './dto/settings.input';
import { SETTINGS_ID, SettingsRecord } from './schemas/settings.schema';
import {
  CUSTOMER_MESSAGE_KINDS,
  CustomerMessageKind,
  defaultShopSettings,
  MESSAGE_PLACEHOLDERS,
  MessageLanguage,
  ShopSettings,
  unknownPlaceholders,
  withMessageDefaults,
} from './shop-settings';

/** Emitted after the settings were saved, with the new settings. */
export const SETTINGS_CHANGED = 'settings.changed';

/** How long another instance's write may go unseen here. */
const REREAD_MS = 5_000;

const cityKey = (city: string) => city.trim().toLowerCase();

/**
 * The merchant's settings: one document in `settings`, over the defaults (`SHOP_*` configuration and
 * shop-settings.ts). Every order placement reads them, so they are kept in memory: a write here refreshes
 * the copy at once; a write by another instance is seen within REREAD_MS.
 */
@Injectable()
export class SettingsService {
  private cached?: { settings: ShopSettings; readAt: number };
  private reading?: Promise<ShopSettings>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectModel(SettingsRecord.name) private readonly records: Model<SettingsRecord>,
    private readonly events: EventEmitter2,
  ) {}

  async current(): Promise<ShopSettings> {
    if (this.cached && Date.now() - this.cached.readAt < REREAD_MS) return this.cached.settings;
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<ShopSettings> {
    const record = await this.records.findById(SETTINGS_ID).lean<SettingsRecord>();
    const defaults = defaultShopSettings(this.config);
    const settings: ShopSettings = {
      shipping: record?.shipping ?? defaults.shipping,
      cod: record?.cod ?? defaults.cod,
      confirmation: record?.confirmation ?? defaults.confirmation,
      shop: record?.shop ?? defaults.shop,
      messages: record?.messages ? withMessageDefaults(record.messages) : defaults.messages,
    };
    this.cached = { settings, readAt: Date.now() };
    return settings;
  }

  /** Saves the sections given (each replaces the saved one whole) and answers the settings now in force. */
  async update(input: UpdateSettingsInput): Promise<ShopSettings> {
    const current = await this.current();
    const sections = normalise(input, current);
    if (Object.keys(sections).length === 0) return current;
    const merged = { ...current, ...sections };
    check(merged);
    await this.records.updateOne({ _id: SETTINGS_ID }, { $set: sections, $inc: { revision: 1 } }, { upsert: true });
    this.cached = undefined;
    const settings = await this.current();
    this.events.emit(SETTINGS_CHANGED, settings);
    return settings;
  }
}

/**
 * The input as plain sections: numbers left out become null, cities de-duplicated, templates kept as given; the
 * reminder's template and wait, when left out of the messages, stay as they are.
 */
function normalise(input: UpdateSettingsInput, current: ShopSettings): Partial<ShopSettings> {
  const sections: Partial<ShopSettings> = {};
  if (input.shipping)
    sections.shipping = {
      defaultFee: input.shipping.defaultFee,
      freeAbove: input.shipping.freeAbove ?? null,
      cities: input.shipping.cities.map((rule) => ({
        city: rule.city.trim(),
        fee: rule.fee,
        freeAbove: rule.freeAbove ?? null,
      })),
    };
  if (input.cod)
    sections.cod = {
      minOrder: input.cod.minOrder ?? null,
      maxOrder: input.cod.maxOrder ?? null,
      cities: [...new Map(input.cod.cities.map((city) => [cityKey(city), city.trim()])).values()],
      maxOpenPerPhone: input.cod.maxOpenPerPhone,
    };
  if (input.confirmation)
    sections.confirmation = {
      windowHours: input.confirmation.windowHours,
      templates: { en: input.confirmation.templates.en, ur: input.confirmation.templates.ur },
    };
  if (input.shop) sections.shop = { ...input.shop };
  if (input.messages) {
    const pair = (kind: CustomerMessageKind) => {
      const given = input.messages!.templates[kind];
      if (!given) return current.messages.templates[kind];
      return {
        en: { subject: given.en.subject, body: given.en.body },
        ur: { subject: given.ur.subject, body: given.ur.body },
      };
    };
    sections.messages = {
      language: input.messages.language,
      templates: {
        confirmed: pair('confirmed'),
        shipped: pair('shipped'),
        delivered: pair('delivered'),
        returned: pair('returned'),
        reminder: pair('reminder'),
      },
      reminderAfterMinutes: input.messages.reminderAfterMinutes ?? current.messages.reminderAfterMinutes,
    };
  }
  return sections;
}

/** Rules across fields, after the per-field ones of the input's validators. */
function check(settings: ShopSettings) {
  const { minOrder, maxOrder } = settings.cod;
  if (minOrder !== null && maxOrder !== null && minOrder > maxOrder)
    throw new BadRequestException('The minimum COD order cannot be above the maximum');
  const seen = new Set<string>();
  for (const rule of settings.shipping.cities) {
    if (seen.has(cityKey(rule.city))) throw new BadRequestException(`${rule.city} has more than one delivery rule`);
    seen.add(cityKey(rule.city));
  }
  checkPlaceholders(settings);
}

const LANGUAGE_NAMES: Record<MessageLanguage, string> = { en: 'English', ur: 'Urdu' };

/** Each customer message uses only the placeholders of its kind: a typo would otherwise reach customers as is. */
function checkPlaceholders({ messages }: ShopSettings) {
  for (const kind of CUSTOMER_MESSAGE_KINDS)
    for (const language of ['en', 'ur'] as const) {
      const { subject, body } = messages.templates[kind][language];
      const unknown = unknownPlaceholders(kind, `${subject}\n${body}`);
      if (unknown.length)
        throw new BadRequestException(
          `The ${kind} message (${LANGUAGE_NAMES[language]}) has an unknown placeholder ` +
            `${unknown.map((name) => `{${name}}`).join(', ')}. It may use ` +
            `${MESSAGE_PLACEHOLDERS[kind].map((name) => `{${name}}`).join(' ')}.`,
        );
    }
}
