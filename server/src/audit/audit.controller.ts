import { BadRequestException, Controller, Get, Query } from '@nestjs/common';
import { Staff } from '../common/access/access.decorators';
import { Permission } from '../common/access/permissions';
import { AuditService } from './audit.service';
import { auditFilterOf, AuditLogArgs } from './dto/audit-log.args';

/** REST /api/v1/admin/audit: the audit log, newest first (Owners and Managers). */
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Staff(Permission.AuditRead)
  @Get()
  async list(@Query() args: AuditLogArgs) {
    const filter = auditFilterOf(args);
    if (typeof filter === 'string') throw new BadRequestException(filter);
    const [{ items, pagination }, actors] = await Promise.all([this.audit.list(filter), this.audit.actors()]);
    return { success: true, data: items, pagination, actors };
  }
}
