import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

export enum RiskLevel {
  LOW = 'low',
  MEDIUM = 'medium',
  HIGH = 'high',
}
registerEnumType(RiskLevel, {
  name: 'RiskLevel',
  description: 'How likely the parcel is to come back (REST: lowercase).',
});

@ObjectType('OrderRisk', { description: 'Admins only: the level and the signals behind it.' })
export class OrderRiskModel {
  @Field(() => RiskLevel) level: RiskLevel;
  @Field(() => [String]) reasons: string[];
}

export enum BlockedKind {
  PHONE = 'phone',
  EMAIL = 'email',
}
registerEnumType(BlockedKind, { name: 'BlockedKind' });

@ObjectType('BlockedContact', { description: 'A phone or e-mail refused at checkout.' })
export class BlockedContact {
  @Field(() => ID) id: string;
  @Field(() => BlockedKind) kind: BlockedKind;
  @Field({ description: 'A phone in E.164 (+923001234567) or an e-mail in lower case.' }) value: string;
  @Field({ description: 'As shown: 0300 1234567 for a phone.' }) display: string;
  @Field() reason: string;
  @Field() createdByName: string;
  @Field() createdAt: Date;
}
