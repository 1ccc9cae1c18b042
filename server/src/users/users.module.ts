import { onEveryWrite } from '../common/database/write-hooks';
import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountCache } from './account-cache';
import { UserRecord, UserSchema } from './schemas/user.schema';
import { UsersController } from './users.controller';
import { UsersResolver } from './users.resolver';
import { UsersService } from './users.service';

/** One account cache per app, shared by the User model's hooks and UsersService. */
@Module({ providers: [AccountCache], exports: [AccountCache] })
export class AccountCacheModule {}

@Module({
  imports: [
    MongooseModule.forFeatureAsync([
      {
        name: UserRecord.name,
        imports: [AccountCacheModule],
        inject: [AccountCache],
        useFactory: (cache: AccountCache) => {
          // A copy per app, so that each app's writes empty its own cache.
          const schema = UserSchema.clone();
          onEveryWrite(schema, () => cache.clear());
          return schema;
        },
      },
    ]),
    AccountCacheModule,
  ],
  providers: [UsersService, UsersResolver],
  controllers: [UsersController],
  exports: [UsersService, MongooseModule],
})
export class UsersModule {}
