import { Module } from '@nestjs/common';

/** Admin: users (list, search, detail, block/unblock, delete). */
@Module({})
export class AdminUsersModule {}
