import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { MongooseModule } from '@nestjs/mongoose';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { EmailModule } from '../messaging/email/email.module';
import { WhatsAppModule } from '../messaging/whatsapp/whatsapp.module';
import { AccessGuard } from './access.guard';
import { AuthController, PasswordController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { BearerTokens } from './bearer-tokens';
import { JwtStrategy } from './jwt.strategy';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetRecord, PasswordResetSchema } from './schemas/password-reset.schema';

@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    EmailModule,
    WhatsAppModule,
    MongooseModule.forFeature([{ name: PasswordResetRecord.name, schema: PasswordResetSchema }]),
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
      }),
    }),
  ],
  providers: [
    AuthService,
    PasswordResetService,
    AuthResolver,
    BearerTokens,
    JwtStrategy,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  controllers: [AuthController, PasswordController],
  exports: [MongooseModule],
})
export class AuthModule {}
