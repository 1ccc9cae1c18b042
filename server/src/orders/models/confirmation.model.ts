import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

/** GraphQL names the states in capitals; the values (what REST shows and the database keeps) are lowercase. */
export enum ConfirmationStatus {
  AWAITING = 'awaiting',
  CONFIRMED = 'confirmed',
  DECLINED = 'declined',
  EXPIRED = 'expired',
}
registerEnumType(ConfirmationStatus, {
  name: 'ConfirmationStatus',
  description: 'Whether the customer has confirmed a cash-on-delivery order.',
});

export enum ConfirmationChannel {
  LINK = 'link',
  WHATSAPP = 'whatsapp',
  CALL = 'call',
  ADMIN = 'admin',
  SYSTEM = 'system',
}
registerEnumType(ConfirmationChannel, { name: 'ConfirmationChannel', description: 'How the decision was made.' });

export enum AttemptOutcome {
  NO_ANSWER = 'NO_ANSWER',
  CONFIRMED = 'CONFIRMED',
  DECLINED = 'DECLINED',
  WRONG_NUMBER = 'WRONG_NUMBER',
  CALL_BACK = 'CALL_BACK',
}
registerEnumType(AttemptOutcome, { name: 'AttemptOutcome' });

export enum MessageLanguage {
  EN = 'en',
  UR = 'ur',
}
registerEnumType(MessageLanguage, { name: 'MessageLanguage', description: 'English or Urdu.' });

export enum ConfirmationDecision {
  CONFIRM = 'confirm',
  DECLINE = 'decline',
}
registerEnumType(ConfirmationDecision, { name: 'ConfirmationDecision' });

@ObjectType({ description: 'A try to reach the customer, logged by an admin.' })
export class ConfirmationAttempt {
  @Field() at: Date;
  @Field(() => AttemptOutcome) outcome: AttemptOutcome;
  @Field() note: string;
  @Field() byName: string;
}

@ObjectType({ description: 'One WhatsApp Cloud API send of the confirmation message.' })
export class ConfirmationMessage {
  @Field() at: Date;
  @Field({ description: 'whatsapp (the Cloud API) or wa.me (a staff member opened the WhatsApp link)' })
  channel: string;
  @Field(() => MessageLanguage) language: MessageLanguage;
  @Field({ description: 'sent (accepted by the API), failed, or opened (the wa.me link)' }) status: string;
  @Field() attempt: number;
  @Field({ nullable: true }) messageId?: string;
  @Field({ nullable: true }) error?: string;
  @Field({ description: 'Who sent the message or opened the WhatsApp link ("System" for automatic sends).' })
  byName: string;
}

@ObjectType({ description: "A time the order's phone number was shown to staff who see it masked." })
export class PhoneReveal {
  @Field() at: Date;
  @Field() byName: string;
}

@ObjectType({ description: 'The customer phone number, shown to call it (the showing is recorded).' })
export class RevealedPhone {
  @Field() phone: string;
  @Field(() => String, {
    nullable: true,
    description: 'https://wa.me/… with the confirmation message in the language asked.',
  })
  whatsappUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'https://wa.me/… with the confirmation message in Urdu.',
  })
  whatsappUrlUrdu: string | null;
}

/**
 * An order's confirmation. `attempts`, `messages`, `link` and `whatsappUrl` are for admins only (null or
 * empty for anyone else): the link proves the phone.
 */
@ObjectType('OrderConfirmation')
export class OrderConfirmation {
  @Field(() => ConfirmationStatus) status: ConfirmationStatus;
  @Field(() => ConfirmationChannel, { nullable: true }) channel?: ConfirmationChannel;
  @Field({ nullable: true, description: 'When it was decided.' }) at?: Date;
  @Field({ nullable: true, description: 'Still awaiting then, the order is cancelled.' }) expiresAt?: Date;
  attempts: ConfirmationAttempt[];
  messages: ConfirmationMessage[];
  phoneReveals: PhoneReveal[];
}
