import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { AccessGuard } from './access.guard';
import { AuthController, PasswordController } from './auth.controller';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { BearerTokens } from './bearer-tokens';
import { JwtStrategy } from './jwt.strategy';

@Module({
  imports: [
    UsersModule,
    ApiKeysModule,
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as never, algorithm: 'HS256' },
      }),
    }),
  ],
  providers: [AuthService, AuthResolver, BearerTokens, JwtStrategy, { provide: APP_GUARD, useClass: AccessGuard }],
  controllers: [AuthController, PasswordController],
})
export class AuthModule {}
