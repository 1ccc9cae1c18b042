import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('ApiKey', { description: "An integration's key as the Owner's list shows it (never the key itself)." })
export class ApiKeyModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: "The key's first characters, to tell keys apart." }) prefix: string;
  @Field(() => [String]) scopes: string[];
  @Field() createdByName: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
  @Field(() => Date, { nullable: true }) lastUsedAt: Date | null;
  @Field({ description: 'active, revoked or expired' }) status: 'active' | 'revoked' | 'expired';
}

@ObjectType({ description: 'A new key: `key` is shown this once and never again (only its hash is kept).' })
export class CreatedApiKey {
  @Field() key: string;
  @Field(() => ApiKeyModel) apiKey: ApiKeyModel;
}

@ObjectType({ description: 'A scope a key may be given, and what it allows.' })
export class ApiKeyScopeInfo {
  @Field() name: string;
  @Field() description: string;
}
