import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloDriver, ApolloDriverConfig } from '@nestjs/apollo';
import { DynamicModule, Global, Module, Type } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { GraphQLModule } from '@nestjs/graphql';
import { ScheduleModule } from '@nestjs/schedule';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { CartModule } from './cart/cart.module';
import { OrdersModule } from './orders/orders.module';
import { CheckoutModule } from './checkout/checkout.module';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { LoadSheddingStatus } from './common/http/load-shedding';
import { RateLimiterService } from './common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { SetupWarningsService } from './config/setup-warnings.service';
import { DatabaseModule } from './database/database.module';
import { RateLimitStoreModule } from './database/rate-limit-store.module';
import { DemoModule } from './demo/demo.module';
import { DbCommandsController } from './database/db-command-counter';
import { graphQLErrorFormatter } from './graphql/format-error';
import { BoundedDocumentStore, GraphQLDocumentStoreModule } from './graphql/document-store';
import { type CostMeter, GRAPHQL_LIMITS, queryCostPlugin, queryLimitRules } from './graphql/query-limits';
import { apiKeyIn } from './api-keys/api-key-format';
import { KeyCostBudgets } from './api-keys/key-cost-budget';
import { HealthController } from './health/health.controller';
import { MemoryController } from './health/memory.controller';
import { ImagesModule } from './images/images.module';
import { catalogueCachePolicy } from './products/catalogue-answers';
import { ProductsModule } from './products/products.module';
import { ShopModule } from './shop/shop.module';
import { StorefrontModule } from './storefront/storefront.module';
import { UsersModule } from './users/users.module';
import { SettingsModule } from './settings/settings.module';
import { CouriersModule } from './couriers/couriers.module';
import { ConfirmationsModule } from './confirmations/confirmations.module';
import { StoreToolsModule } from './store-tools/store-tools.module';
import { StaffModule } from './staff/staff.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { DiscountsModule } from './discounts/discounts.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OpenCheckoutsModule } from './open-checkouts/open-checkouts.module';

/**
 * Configuration, its warnings, the shared rate limiter and the state of load shedding, available to every module. The
 * rate limiter counts in the store RateLimitStoreModule offers (in memory, or in the database).
 */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        RateLimiterService,
        SetupWarningsService,
        LoadSheddingStatus,
      ],
      exports: [APP_CONFIG, RateLimiterService, SetupWarningsService, LoadSheddingStatus],
    };
  }
}

@Module({})
export class AppModule {
  /** `extraModules` lets tests mount probe operations beside the shop's own. */
  static forRoot(config: AppConfig, extraModules: Array<Type | DynamicModule> = []): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        EventEmitterModule.forRoot(),
        ScheduleModule.forRoot(),
        DatabaseModule,
        AuditModule,
        RateLimitStoreModule.forRoot(config),
        GraphQLModule.forRootAsync<ApolloDriverConfig>({
          driver: ApolloDriver,
          imports: [GraphQLDocumentStoreModule],
          inject: [BoundedDocumentStore],
          useFactory: (documentStore: BoundedDocumentStore) => ({
            autoSchemaFile: config.schemaFile === false ? true : config.schemaFile,
            sortSchema: true,
            // The default landing pages load from CDNs; the shop serves its own explorer at GET /graphql.
            playground: false,
            graphiql: false,
            introspection: true,
            includeStacktraceInErrorResponses: false,
            // Apollo's Fastify integration calls this with the request and the reply.
            context: (req: FastifyRequest, reply: FastifyReply) => ({ req, reply }),
            formatError: graphQLErrorFormatter({ hideSuggestions: config.env === 'production' }),
            // Limits on every request, before anything runs (query-limits.ts; the size is checked before
            // parsing, in request-bounds.ts): tokens while parsing, aliases, depth and directives while
            // validating, the cost with the request's variables once the operation is known.
            parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
            validationRules: queryLimitRules(GRAPHQL_LIMITS),
            documentStore,
            // Automatic persisted queries would keep every distinct query text sent; the client sends none.
            persistedQueries: false,
            // Cache-Control by root field (catalogueCachePolicy) rather than Apollo's field-by-field plugin.
            plugins: [
              ApolloServerPluginCacheControlDisabled(),
              catalogueCachePolicy,
              // Integrations' keys also spend each query's cost from their budget (api-keys/key-cost-budget.ts).
              queryCostPlugin(GRAPHQL_LIMITS, keyCostMeter(new KeyCostBudgets())),
            ],
          }),
        }),
        SettingsModule,
        AuthModule,
        UsersModule,
        ProductsModule,
        ImagesModule,
        DemoModule,
        ShopModule,
        StorefrontModule,
        CartModule,
        OrdersModule,
        CheckoutModule,
        CouriersModule,
        AdminModule,
        ConfirmationsModule,
        StoreToolsModule,
        StaffModule,
        WebhooksModule,
        DiscountsModule,
        NotificationsModule,
        OpenCheckoutsModule,
        ...extraModules,
      ],
      controllers: [HealthController, ...(config.countDbCommands ? [DbCommandsController, MemoryController] : [])],
      providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }],
    };
  }
}

/** Meters the GraphQL requests that carry an integration's key (any other caller is not metered). */
function keyCostMeter(budgets: KeyCostBudgets): CostMeter {
  return (headers, cost) => {
    const key = apiKeyIn((name) => headers.get(name));
    return key ? budgets.spend(key, cost) : undefined;
  };
}
