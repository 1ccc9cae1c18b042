import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum PasswordResetChannelKind {
  EMAIL = 'email',
  WHATSAPP = 'whatsapp',
}
registerEnumType(PasswordResetChannelKind, {
  name: 'PasswordResetChannel',
  description: 'How a reset is sent: a link by e-mail, or a 6-digit code by WhatsApp.',
});

/** The answer to "Forgot password?": the same whether or not an account exists. */
@ObjectType()
export class PasswordResetRequest {
  @Field() message: string;
  @Field(() => PasswordResetChannelKind, {
    description: "How a reset for this e-mail or phone is sent, if an account has it (from the shop's settings alone).",
  })
  channel: PasswordResetChannelKind;
}

/** The answer to a reset that worked. */
@ObjectType()
export class PasswordResetDone {
  @Field() message: string;
}
