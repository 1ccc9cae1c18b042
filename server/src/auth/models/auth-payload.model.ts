import { Field, ObjectType } from '@nestjs/graphql';
import { User } from '../../users/models/user.model';

/** What sign-in, registration and refresh answer: the account and a bearer token for it. */
@ObjectType()
export class AuthPayload {
  @Field(() => User) user: User;
  @Field({ description: 'JWT to send as `Authorization: Bearer <token>`.' }) token: string;
  @Field({ description: 'When the token stops being accepted.' }) expiresAt: Date;
}
