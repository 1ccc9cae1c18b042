import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ApiKeyRecord, ApiKeySchema } from './api-key.schema';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeysResolver } from './api-keys.resolver';
import { ApiKeysService } from './api-keys.service';

/** Integrations' keys: made and revoked by an Owner; the access guard signs requests in with them. */
@Module({
  imports: [MongooseModule.forFeature([{ name: ApiKeyRecord.name, schema: ApiKeySchema }])],
  providers: [ApiKeysService, ApiKeysResolver],
  controllers: [ApiKeysController],
  exports: [ApiKeysService],
})
export class ApiKeysModule {}
