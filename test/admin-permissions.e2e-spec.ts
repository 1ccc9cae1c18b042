import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import {
  buildClientSchema,
  getIntrospectionQuery,
  GraphQLInputType,
  GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { ACCESS_RULE, AccessRule } from '../server/src/common/access/access.decorators';
import { Permission, ROLE_PERMISSIONS, STAFF_ROLES, StaffRole } from '../server/src/common/access/permissions';
import { TestShop } from './support/test-shop';

const SOME_ID = '0123456789abcdef01234567';
type Handler = (...args: never[]) => unknown;

interface RestRoute {
  method: string;
  path: string;
  /** The permissions that allow it (any of them). */
  permissions: readonly Permission[];
}

/** Every REST route and GraphQL root field whose rule is staff-only, found from the running app's metadata. */
function adminOperations(shop: TestShop) {
  const app = shop.shop.app;
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const rest: RestRoute[] = [];
  const graphql: Array<{ kind: 'Query' | 'Mutation'; field: string; permissions: readonly Permission[] }> = [];
  /** The permissions of a staff-only operation; undefined for any other. */
  const staffOnly = (target: object, handler: Handler) => {
    const rule = reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, target.constructor]);
    if (rule?.kind === 'roles') expect(rule.roles).toContain('user');
    return rule?.kind === 'staff' ? rule.permissions : undefined;
  };
  for (const wrapper of discovery.getControllers()) {
    const instance = wrapper.instance as object;
    if (!instance) continue;
    const declared = Reflect.getMetadata(PATH_METADATA, instance.constructor) ?? '';
    const bases: string[] = Array.isArray(declared) ? declared : [String(declared)];
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, Handler>)[name];
      const path = Reflect.getMetadata(PATH_METADATA, handler);
      const permissions = path === undefined ? undefined : staffOnly(instance, handler);
      if (!permissions) continue;
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      for (const base of bases) {
        const full = `/api/v1/${[base, path].filter((part) => part && part !== '/').join('/')}`.replace(
          /:\w+/g,
          SOME_ID,
        );
        rest.push({ method, path: full, permissions });
      }
    }
  }
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as object | undefined;
    if (!instance || typeof instance !== 'object') continue;
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, Handler>)[name];
      const kind = Reflect.getMetadata('graphql:resolver_type', handler) as 'Query' | 'Mutation' | undefined;
      if (kind !== 'Query' && kind !== 'Mutation') continue;
      const permissions = staffOnly(instance, handler);
      if (!permissions) continue;
      graphql.push({
        kind,
        field: (Reflect.getMetadata('graphql:resolver_name', handler) as string) ?? name,
        permissions,
      });
    }
  }
  return { rest, graphql };
}

/** A syntactically valid value for a GraphQL input type (the guard refuses before any value is looked at). */
function sample(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return `[${sample(type.ofType)}]`;
  // Processing: a status every role that moves orders may set (Dispatchers only Processing and Shipped).
  if (isEnumType(type)) return type.name === 'OrderStatus' ? 'Processing' : type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sample(field.type)}`).join(', ')} }`;
  }
  if (isScalarType(type)) {
    return (
      { ID: `"${SOME_ID}"`, String: '"x"', Int: '1', Float: '1', Boolean: 'true', DateTime: '"2026-01-01T00:00:00Z"' }[
        type.name
      ] ?? '"x"'
    );
  }
  return '"x"';
}

function operationFor(schema: GraphQLSchema, kind: 'Query' | 'Mutation', name: string): string {
  const root = kind === 'Query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = root.getFields()[name];
  const args = field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => `${arg.name}: ${sample(arg.type)}`);
  let named = field.type;
  while (isNonNullType(named) || isListType(named)) named = named.ofType;
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind === 'Query' ? 'query' : 'mutation'} { ${name}${args.length ? `(${args.join(', ')})` : ''}${selection} }`;
}

describe('Every admin operation answers 401 to guests and 403 to customers', () => {
  let shop: TestShop;
  let customer: string;
  let found: ReturnType<typeof adminOperations>;
  let schema: GraphQLSchema;

  beforeAll(async () => {
    shop = await TestShop.start({}, {}, [DiscoveryModule]);
    customer = (await shop.registerCustomer()).token;
    found = adminOperations(shop);
    schema = buildClientSchema((await shop.graphql(getIntrospectionQuery())).data);
  });
  afterAll(() => shop.stop());

  test('the walk finds the admin surface', () => {
    const paths = found.rest.map((route) => `${route.method} ${route.path.replace(SOME_ID, ':id')}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/dashboard',
        'GET /api/v1/admin/users',
        'PUT /api/v1/admin/users/:id/status',
        'DELETE /api/v1/admin/users/:id',
        'GET /api/v1/admin/orders',
        'GET /api/v1/admin/orders/:id',
        'PUT /api/v1/admin/orders/:id/status',
        'DELETE /api/v1/admin/orders/:id',
        'GET /api/v1/orders/admin/guest-orders',
        'PUT /api/v1/orders/guest/:id/status',
        'DELETE /api/v1/orders/guest/:id',
        'PUT /api/v1/orders/:id/status',
        'GET /api/v1/admin/products',
        'POST /api/v1/admin/products',
        'PUT /api/v1/admin/products/:id',
        'DELETE /api/v1/admin/products/:id',
        'POST /api/v1/products',
        'PUT /api/v1/products/:id',
        'DELETE /api/v1/products/:id',
        'GET /api/v1/admin/staff',
        'POST /api/v1/admin/staff/invites',
        'DELETE /api/v1/admin/staff/invites/:id',
        'PUT /api/v1/admin/staff/:id/role',
        'DELETE /api/v1/admin/staff/:id',
        'GET /api/v1/admin/discounts',
        'POST /api/v1/admin/discounts',
        'PATCH /api/v1/admin/discounts/:id',
        'GET /api/v1/admin/orders/:id/messages',
        'GET /api/v1/admin/message-templates',
        'PUT /api/v1/admin/message-templates',
        'GET /api/v1/admin/open-checkouts',
      ]),
    );
    expect(found.graphql.map((op) => op.field)).toEqual(
      expect.arrayContaining([
        'adminDashboard',
        'adminUsers',
        'setUserBlocked',
        'deleteUser',
        'adminOrders',
        'adminGuestOrders',
        'adminOrderCounts',
        'setOrderStatus',
        'deleteOrder',
        'adminProducts',
        'updateProductDetails',
        'deleteProduct',
        'staffOverview',
        'inviteStaff',
        'revokeStaffInvite',
        'setStaffRole',
        'removeStaffMember',
        'discountCodes',
        'createDiscountCode',
        'setDiscountCodePaused',
        'orderMessages',
        'messageTemplates',
        'updateMessageTemplates',
        'openCheckouts',
      ]),
    );
  });

  test('REST: 401 for a guest, 403 for a customer, and nothing is written', async () => {
    const before = JSON.stringify(
      await Promise.all([
        shop.users.find().lean(),
        shop.products.find().lean(),
        shop.model('OrderRecord').find().lean(),
      ]),
    );
    for (const route of found.rest) {
      const body =
        route.method === 'GET' || route.method === 'DELETE' ? undefined : { status: 'Cancelled', isBlocked: true };
      const guest = await shop.request(route.method, route.path, { body });
      const asCustomer = await shop.request(route.method, route.path, { body, token: customer });
      expect({ route, guest: guest.status, customer: asCustomer.status }).toEqual({ route, guest: 401, customer: 403 });
      expect(asCustomer.body).toEqual({ success: false, message: 'Access denied. Admins only.' });
    }
    const after = JSON.stringify(
      await Promise.all([
        shop.users.find().lean(),
        shop.products.find().lean(),
        shop.model('OrderRecord').find().lean(),
      ]),
    );
    expect(after).toBe(before);
  });

  test('GraphQL: UNAUTHENTICATED for a guest, FORBIDDEN for a customer', async () => {
    for (const { kind, field } of found.graphql) {
      const operation = operationFor(schema, kind, field);
      const guest = await shop.graphql(operation);
      const asCustomer = await shop.graphql(operation, undefined, customer);
      expect({
        operation,
        guest: guest.errors?.[0]?.extensions?.code,
        customer: asCustomer.errors?.[0]?.extensions?.code,
      }).toEqual({
        operation,
        guest: 'UNAUTHENTICATED',
        customer: 'FORBIDDEN',
      });
    }
  });
});

/**
 * Every staff operation for every staff role, from the same metadata: allowed when the role grants one of the
 * operation's permissions (the guard lets it through: any answer but 401 and 403), else 403 with its message.
 */
describe('Every staff operation answers each staff role by its permissions', () => {
  let shop: TestShop;
  let found: ReturnType<typeof adminOperations>;
  let schema: GraphQLSchema;
  const tokens = new Map<StaffRole, string>();

  beforeAll(async () => {
    shop = await TestShop.start({}, {}, [DiscoveryModule]);
    found = adminOperations(shop);
    schema = buildClientSchema((await shop.graphql(getIntrospectionQuery())).data);
    for (const role of STAFF_ROLES) tokens.set(role, (await shop.staffMember(role)).token);
  });
  afterAll(() => shop.stop());

  test('the roles grant what they are for', () => {
    expect(ROLE_PERMISSIONS[StaffRole.OWNER]).toEqual(Object.values(Permission));
    expect(ROLE_PERMISSIONS[StaffRole.MANAGER]).not.toContain(Permission.StaffManage);
    expect(ROLE_PERMISSIONS[StaffRole.MANAGER]).toContain(Permission.DiscountsManage);
    expect([...ROLE_PERMISSIONS[StaffRole.CONFIRMER]].sort()).toEqual([
      'orders:confirm',
      'orders:create',
      'orders:read',
    ]);
    expect(ROLE_PERMISSIONS[StaffRole.CATALOGUE]).toEqual(['catalogue:read', 'catalogue:write']);
  });

  test.each(STAFF_ROLES)('REST as %s', async (role) => {
    const granted = ROLE_PERMISSIONS[role];
    for (const route of found.rest) {
      const body =
        route.method === 'GET' || route.method === 'DELETE' ? undefined : { status: 'Processing', isBlocked: true };
      const answer = await shop.request(route.method, route.path, { body, token: tokens.get(role) });
      const allowed = route.permissions.some((permission) => granted.includes(permission));
      if (allowed) expect({ route, refused: [401, 403].includes(answer.status) }).toEqual({ route, refused: false });
      else {
        expect({ route, status: answer.status, body: answer.body }).toEqual({
          route,
          status: 403,
          body: { success: false, message: 'Access denied. Your role does not allow this.' },
        });
      }
    }
  });

  test.each(STAFF_ROLES)('GraphQL as %s', async (role) => {
    const granted = ROLE_PERMISSIONS[role];
    for (const { kind, field, permissions } of found.graphql) {
      const operation = operationFor(schema, kind, field);
      const answer = await shop.graphql(operation, undefined, tokens.get(role));
      const code = answer.errors?.[0]?.extensions?.code;
      const allowed = permissions.some((permission) => granted.includes(permission));
      const refused = code === 'FORBIDDEN' || code === 'UNAUTHENTICATED';
      if (allowed) expect({ operation, refused }).toEqual({ operation, refused: false });
      else
        expect({ operation, code, message: answer.errors?.[0]?.message }).toEqual({
          operation,
          code: 'FORBIDDEN',
          message: 'Access denied. Your role does not allow this.',
        });
    }
  });
});
