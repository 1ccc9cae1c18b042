import { BadRequestException } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { AuditService } from './audit.service';
import { auditFilterOf, AuditLogArgs } from './dto/audit-log.args';
import { AuditLogPage, changeText } from './models/audit-entry.model';

@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Staff(Permission.AuditRead)
  @Query(() => AuditLogPage, { description: 'The audit log of staff and system writes, newest first.' })
  async auditLog(@Args() args: AuditLogArgs): Promise<AuditLogPage> {
    const filter = auditFilterOf(args);
    if (typeof filter === 'string') throw new BadRequestException(filter);
    const [{ items, pagination }, actors] = await Promise.all([this.audit.list(filter), this.audit.actors()]);
    return {
      items: items.map((entry) => ({
        ...entry,
        changes: entry.changes.map((change) => ({
          field: change.field,
          from: changeText(change.from),
          to: changeText(change.to),
        })),
      })),
      pagination,
      actors,
    };
  }
}
