import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CartModule } from '../cart/cart.module';
import { UsersModule } from '../users/users.module';
import { StaffInviteRecord, StaffInviteSchema } from './schemas/staff-invite.schema';
import { StaffController, StaffInvitesController } from './staff.controller';
import { StaffResolver } from './staff.resolver';
import { StaffService } from './staff.service';

/**
 * Staff: the invitations (the `staff_invites` collection) and, through UsersService, the staff accounts and their
 * roles. Owners only, but for the invited person's own link.
 */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: StaffInviteRecord.name, schema: StaffInviteSchema }]),
    UsersModule,
    CartModule,
  ],
  providers: [StaffService, StaffResolver],
  controllers: [StaffController, StaffInvitesController],
  exports: [MongooseModule],
})
export class StaffModule {}
