import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One try at sending a message to a customer.' })
export class CustomerMessageAttempt {
  @Field(() => Int) number: number;
  @Field() at: Date;
  @Field({ description: 'sent or failed.' }) status: string;
  @Field({ description: "The provider's answer: the message id when sent, the reason when not." }) answer: string;
}

@ObjectType({ description: 'A message to the customer about one step of their order.' })
export class CustomerMessage {
  @Field(() => ID) id: string;
  @Field(() => ID) orderId: string;
  @Field({ description: 'confirmed, shipped, delivered or returned.' }) kind: string;
  @Field({ description: 'whatsapp, email, or none (not sent: see reason).' }) channel: string;
  @Field({ description: 'The phone (masked for staff who see phones masked) or e-mail; empty when none.' }) to: string;
  @Field({ description: 'en or ur.' }) language: string;
  @Field({ description: "The e-mail's subject." }) subject: string;
  @Field({ description: 'The text, as the customer reads it (WhatsApp sends its approved template of it).' })
  body: string;
  @Field({ description: 'queued, sent, delivered (WhatsApp says it reached the phone), failed or skipped.' })
  state: string;
  @Field({ description: 'Why it was skipped or failed; empty otherwise.' }) reason: string;
  @Field(() => Date, { nullable: true, description: 'When a queued message is next tried.' })
  nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) sentAt: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field() createdAt: Date;
  @Field(() => [CustomerMessageAttempt]) attempts: CustomerMessageAttempt[];
}
