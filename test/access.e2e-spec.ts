import { Controller, Get, Module } from '@nestjs/common';
import { Query, Resolver } from '@nestjs/graphql';
import { Anonymous, Public, Roles, SignedIn } from '../server/src/common/access/access.decorators';
import { Ctx, type RequestContext } from '../server/src/common/access/request-context';
import { TestShop } from './support/test-shop';

/** Probe operations with each access rule, and one with none, mounted beside the shop's own. */
@Controller('probe')
class ProbeController {
  @Anonymous() @Get('anonymous') anonymous(@Ctx() ctx: RequestContext) {
    return { success: true, data: { user: ctx.user?.role ?? null } };
  }
  @Public() @Get('public') public(@Ctx() ctx: RequestContext) {
    return { success: true, data: { user: ctx.user?.role ?? null } };
  }
  @SignedIn() @Get('signed-in') signedIn(@Ctx() ctx: RequestContext) {
    return { success: true, data: { user: ctx.user?.role ?? null } };
  }
  @Roles('admin') @Get('admin') admin() {
    return { success: true };
  }
  @Get('unmarked') unmarked() {
    return { success: true };
  }
}

@Resolver()
class ProbeResolver {
  @Roles('admin') @Query(() => String) probeAdmin() {
    return 'admin only';
  }
  @Query(() => String) probeUnmarked() {
    return 'never';
  }
}

@Module({ controllers: [ProbeController], providers: [ProbeResolver] })
class ProbeModule {}

describe('One global guard, deny by default (REST and GraphQL)', () => {
  let shop: TestShop;
  let customer: string;
  let admin: string;
  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false }, {}, [ProbeModule]);
    customer = (await shop.registerCustomer()).token;
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const expectations: Array<[string, { guest: number; customer: number; admin: number }]> = [
    ['/api/v1/probe/anonymous', { guest: 200, customer: 200, admin: 200 }],
    ['/api/v1/probe/public', { guest: 200, customer: 200, admin: 200 }],
    ['/api/v1/probe/signed-in', { guest: 401, customer: 200, admin: 200 }],
    ['/api/v1/probe/admin', { guest: 401, customer: 403, admin: 200 }],
    ['/api/v1/probe/unmarked', { guest: 401, customer: 403, admin: 403 }],
  ];

  test.each(expectations)('%s', async (path, expected) => {
    const statuses = {
      guest: (await shop.get(path)).status,
      customer: (await shop.get(path, { token: customer })).status,
      admin: (await shop.get(path, { token: admin })).status,
    };
    expect(statuses).toEqual(expected);
  });

  test('public operations know the caller when a token is sent; anonymous ones ignore it, even a bad one', async () => {
    expect((await shop.get('/api/v1/probe/public', { token: customer })).body.data.user).toBe('user');
    expect((await shop.get('/api/v1/probe/public')).body.data.user).toBeNull();
    expect((await shop.get('/api/v1/probe/public', { token: 'garbage' })).status).toBe(401);
    const anonymous = await shop.get('/api/v1/probe/anonymous', { token: 'garbage' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.user).toBeNull();
  });

  test('messages: 401 asks to log in, 403 says admins only', async () => {
    expect((await shop.get('/api/v1/probe/admin')).body).toEqual({
      success: false,
      message: 'Please log in to continue',
    });
    expect((await shop.get('/api/v1/probe/admin', { token: customer })).body).toEqual({
      success: false,
      message: 'Access denied. Admins only.',
    });
  });

  test('GraphQL: UNAUTHENTICATED for guests, FORBIDDEN for customers, data for admins; unmarked is refused', async () => {
    expect((await shop.graphql('{ probeAdmin }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await shop.graphql('{ probeAdmin }', undefined, customer)).errors?.[0]).toMatchObject({
      message: 'Access denied. Admins only.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await shop.graphql('{ probeAdmin }', undefined, admin)).data).toEqual({ probeAdmin: 'admin only' });
    expect((await shop.graphql('{ probeUnmarked }', undefined, admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await shop.graphql('{ probeUnmarked }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
