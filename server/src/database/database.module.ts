import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { ProductsModule } from '../products/products.module';
import { UsersModule } from '../users/users.module';
import { DbCommandCounter } from './db-command-counter';
import { SeedService } from './seed.service';

@Module({
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        uri: config.mongodbUri,
        // The embedded engine lacks `create`: collections come into being on first insert.
        autoCreate: false,
        autoIndex: true,
        serverSelectionTimeoutMS: 10_000,
        monitorCommands: config.countDbCommands,
      }),
    }),
    ProductsModule,
    UsersModule,
  ],
  providers: [SeedService, DbCommandCounter],
  exports: [SeedService, DbCommandCounter],
})
export class DatabaseModule {}
