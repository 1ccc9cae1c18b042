import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { UserRecord, UserSchema } from './schemas/user.schema';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

@Module({
  imports: [MongooseModule.forFeature([{ name: UserRecord.name, schema: UserSchema }])],
  providers: [UsersService, UsersResolver],
  controllers: [UsersController],
  exports: [UsersService, MongooseModule],
})
export class UsersModule {}
