import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class CityDeliveryFee {
  @Field() city: string;
  @Field(() => Float) fee: number;
  @Field(() => Float, { nullable: true, description: 'Free at or above this subtotal in the city; null: never.' })
  freeAbove: number | null;
}

@ObjectType({ description: 'Delivery charges: a city with its own rule uses it, every other city the default.' })
export class ShippingSettingsModel {
  @Field(() => Float) defaultFee: number;
  @Field(() => Float, { nullable: true, description: 'Free at or above this subtotal; null: never.' })
  freeAbove: number | null;
  @Field(() => [CityDeliveryFee]) cities: CityDeliveryFee[];
}

@ObjectType()
export class CodSettingsModel {
  @Field(() => Float, { nullable: true, description: 'Smallest COD order (subtotal); null: none.' })
  minOrder: number | null;
  @Field(() => Float, { nullable: true, description: 'Largest COD order (subtotal); null: none.' })
  maxOrder: number | null;
  @Field(() => [String], { description: 'Cities where COD is offered; empty: everywhere.' }) cities: string[];
  @Field(() => Int, {
    description: 'At most this many open, unconfirmed orders per phone number, and as many per account.',
  })
  maxOpenPerPhone: number;
}

@ObjectType()
export class ConfirmationTemplates {
  @Field() en: string;
  @Field() ur: string;
}

@ObjectType()
export class ConfirmationSettingsModel {
  @Field(() => Int, { description: 'An order still awaiting confirmation this long after placing expires.' })
  windowHours: number;
  @Field(() => ConfirmationTemplates, {
    description: 'Placeholders: {shopName} {orderNumber} {items} {total} {link} {customerName}.',
  })
  templates: ConfirmationTemplates;
}

@ObjectType()
export class ShopContactModel {
  @Field() name: string;
  @Field() whatsapp: string;
  @Field() phone: string;
  @Field() email: string;
  @Field() instagram: string;
}

@ObjectType()
export class CustomerMessageTemplate {
  @Field({ description: "The e-mail's subject." }) subject: string;
  @Field({ description: "The message's text." }) body: string;
}

@ObjectType()
export class CustomerMessageLanguages {
  @Field(() => CustomerMessageTemplate) en: CustomerMessageTemplate;
  @Field(() => CustomerMessageTemplate) ur: CustomerMessageTemplate;
}

@ObjectType()
export class CustomerMessageTemplates {
  @Field(() => CustomerMessageLanguages) confirmed: CustomerMessageLanguages;
  @Field(() => CustomerMessageLanguages) shipped: CustomerMessageLanguages;
  @Field(() => CustomerMessageLanguages) delivered: CustomerMessageLanguages;
  @Field(() => CustomerMessageLanguages) returned: CustomerMessageLanguages;
  @Field(() => CustomerMessageLanguages, { description: 'The reminder of a checkout left half-way.' })
  reminder: CustomerMessageLanguages;
}

@ObjectType({
  description: 'The messages to the customer at each step of the order (confirmed, shipped, delivered, returned).',
})
export class CustomerMessageSettingsModel {
  @Field({ description: 'en or ur: the language the messages are sent in.' }) language: string;
  @Field(() => CustomerMessageTemplates, {
    description:
      'Placeholders: {name} {orderNumber} {total} {shopName} {stopLink}; the shipped message also {courier} {trackingNumber} {trackingLink}; the reminder {name} {items} {total} {shopName} {resumeLink} {stopLink}.',
  })
  templates: CustomerMessageTemplates;
  @Field(() => Int, {
    description: 'Minutes after the phone was typed at checkout, with no order since, before the one reminder.',
  })
  reminderAfterMinutes: number;
}

@ObjectType('ShopSettings', { description: "The merchant's settings (admins only)." })
export class ShopSettingsModel {
  @Field(() => ShippingSettingsModel) shipping: ShippingSettingsModel;
  @Field(() => CodSettingsModel) cod: CodSettingsModel;
  @Field(() => ConfirmationSettingsModel) confirmation: ConfirmationSettingsModel;
  @Field(() => ShopContactModel) shop: ShopContactModel;
  @Field(() => CustomerMessageSettingsModel) messages: CustomerMessageSettingsModel;
}
