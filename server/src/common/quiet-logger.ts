import { ConsoleLogger } from '@nestjs/common';

const START_UP_NOISE = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
  'GraphQLModule',
  'NestApplication',
]);

/** Nest's console logger without the line-per-route start-up chatter. */
export class QuietLogger extends ConsoleLogger {
  override log(message: unknown, context?: string) {
    if (context && START_UP_NOISE.has(context)) return;
    super.log(message, context);
  }
}
