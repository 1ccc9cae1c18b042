import { Field, ID, ObjectType } from '@nestjs/graphql';
import { Pagination } from '../../common/pagination/pagination';

@ObjectType({ description: 'Who made a change: a staff member, the System (sweeps), or a key.' })
export class AuditActor {
  @Field({ description: 'staff, system or key.' }) kind: string;
  @Field({ description: "The staff member's id; empty for the System." }) id: string;
  @Field() name: string;
  @Field({ nullable: true, description: "A staff member's role then." }) staffRole?: string;
}

@ObjectType({
  description: 'One changed field: a dot path, its value before and after as text (text as is, other values as JSON).',
})
export class AuditChange {
  @Field() field: string;
  @Field(() => String, { nullable: true }) from: string | null;
  @Field(() => String, { nullable: true }) to: string | null;
}

/** A change's value as GraphQL shows it. */
export function changeText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

@ObjectType({ description: 'One write by staff or by the shop’s sweeps, in the audit log.' })
export class AuditEntry {
  @Field(() => ID) id: string;
  @Field() at: Date;
  @Field(() => AuditActor) actor: AuditActor;
  @Field({ description: 'The address the request came from; empty for the System.' }) ip: string;
  @Field() entity: string;
  @Field() entityId: string;
  @Field({ description: "What people call the record: a product's name, an order's number." }) entityLabel: string;
  @Field() action: string;
  @Field() summary: string;
  @Field(() => [AuditChange]) changes: AuditChange[];
  @Field({ description: 'The operation or sweep that wrote.' }) operation: string;
}

@ObjectType({ description: 'One page of the audit log, newest first.' })
export class AuditLogPage {
  @Field(() => [AuditEntry]) items: AuditEntry[];
  @Field(() => Pagination) pagination: Pagination;
  @Field(() => [AuditActor], { description: 'Everyone who appears in the log, for a filter by person.' })
  actors: AuditActor[];
}
