import { Types } from 'mongoose';
import { UsersService } from '../server/src/users/users.service';
import { HttpAnswer, SOLD_AS_ONE, TestShop, uniqueEmail } from './support/test-shop';

const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
const USER_FIELDS = 'id name email phone address role isBlocked createdAt';
const PAGE_FIELDS = 'page pages total hasNext hasPrev';

/** Letters only, so that names pass the registration rules and stay unique within the suite. */
let nameCounter = 0;
const uniqueName = (prefix: string) => {
  let n = ++nameCounter;
  let suffix = '';
  do {
    suffix += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  } while (n > 0);
  return `${prefix} ${suffix}`.slice(0, 15);
};

const Q = {
  list: `query($search: String, $page: Int, $limit: Int) { adminUsers(search: $search, page: $page, limit: $limit) { items { ${USER_FIELDS} } pagination { ${PAGE_FIELDS} } } }`,
  one: `query($id: ID!) { adminUser(id: $id) { ${USER_FIELDS} } }`,
  block: `mutation($id: ID!, $isBlocked: Boolean!) { setUserBlocked(id: $id, isBlocked: $isBlocked) { ${USER_FIELDS} } }`,
  remove: 'mutation($id: ID!) { deleteUser(id: $id) }',
};

describe('Admin users (REST /api/v1/admin/users and GraphQL)', () => {
  let shop: TestShop;
  let admin: string;
  let adminId: string;
  let customer: Awaited<ReturnType<TestShop['registerCustomer']>>;
  /** Every answer of the suite, to prove that none of them ever carries a password or its hash. */
  const answers: string[] = [];

  const call = async (method: string, path: string, token?: string, body?: unknown): Promise<HttpAnswer> => {
    const answer = await shop.request(method, `/api/v1/admin/users${path}`, { token, body });
    answers.push(answer.text);
    return answer;
  };
  const gql = async (query: string, variables?: Record<string, unknown>, token?: string) => {
    const answer = await shop.graphql(query, variables, token);
    answers.push(JSON.stringify(answer.body));
    return answer;
  };
  const makeAdmin = async () => {
    const account = await shop.registerCustomer({ name: uniqueName('Admin'), email: uniqueEmail('admin') });
    await shop.users.updateOne({ email: account.email }, { $set: { role: 'admin' } });
    return { ...account, id: account.user._id as string };
  };

  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false });
    admin = await shop.login('admin@volt.demo', 'admin123');
    adminId = (await shop.get('/api/v1/user/profile', { token: admin })).body.data.user._id;
    customer = await shop.registerCustomer({ name: uniqueName('Customer') });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  describe('list', () => {
    test('answers users with _id, newest first, and the pagination figures', async () => {
      const first = await shop.registerCustomer({ name: uniqueName('Order') });
      const second = await shop.registerCustomer({ name: uniqueName('Order') });
      const answer = await call('GET', '', admin);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      const total = await shop.users.countDocuments();
      expect(answer.body.pagination).toEqual({
        page: 1,
        pages: Math.ceil(total / 50),
        total,
        hasNext: total > 50,
        hasPrev: false,
      });
      const [newest, next] = answer.body.data;
      expect(newest).toEqual({
        _id: second.user._id,
        name: second.name,
        email: second.email,
        phone: '+923001234567',
        address: '',
        role: 'user',
        isBlocked: false,
        createdAt: expect.any(String),
      });
      expect(next._id).toBe(first.user._id);
      expect(newest).not.toHaveProperty('id');
      expect(answer.body.data.map((user: { email: string }) => user.email)).toEqual(
        expect.arrayContaining(['admin@volt.demo', 'customer@volt.demo']),
      );
      const dates = answer.body.data.map((user: { createdAt: string }) => Date.parse(user.createdAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(answer.text).not.toMatch(/password/i);
    });

    test('limit and page split the list; default 50, oversized limits are clamped to 100', async () => {
      const total = await shop.users.countDocuments();
      const pageOne = await call('GET', '?limit=2&page=1', admin);
      const pageTwo = await call('GET', '?limit=2&page=2', admin);
      expect(pageOne.body.data).toHaveLength(2);
      expect(pageOne.body.pagination).toEqual({
        page: 1,
        pages: Math.ceil(total / 2),
        total,
        hasNext: true,
        hasPrev: false,
      });
      expect(pageTwo.body.pagination).toMatchObject({ page: 2, hasPrev: true });
      const ids = [...pageOne.body.data, ...pageTwo.body.data].map((user: { _id: string }) => user._id);
      expect(new Set(ids).size).toBe(4);

      const beyond = await call('GET', `?limit=2&page=${Math.ceil(total / 2) + 1}`, admin);
      expect(beyond.status).toBe(200);
      expect(beyond.body.data).toEqual([]);

      const counted = await call('GET', '?limit=1', admin);
      expect(counted.body.pagination.total).toBe(total);

      const clamped = await call('GET', '?limit=500', admin);
      expect(clamped.status).toBe(200);
      expect(clamped.body.pagination.pages).toBe(Math.ceil(total / 100));
    });

    test('the first page holds at most 50 by default', async () => {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          shop.users.create({ name: 'Bulk User', email: uniqueEmail('bulk'), passwordHash: 'x' }),
        ),
      );
      const total = await shop.users.countDocuments();
      const answer = await call('GET', '', admin);
      expect(answer.body.data).toHaveLength(50);
      expect(answer.body.pagination).toEqual({
        page: 1,
        pages: Math.ceil(total / 50),
        total,
        hasNext: true,
        hasPrev: false,
      });
    });

    test.each([
      ['page=0', 'page must be 1 or more'],
      ['page=abc', 'page must be a whole number'],
      ['limit=0', 'limit must be 1 or more'],
      ['limit=2.5', 'limit must be a whole number'],
      ['search=a&search=b', 'search must be text'],
      [`search=${'x'.repeat(101)}`, 'Search text must not exceed 100 characters'],
    ])('?%s answers 400 %s', async (query, message) => {
      const answer = await call('GET', `?${query}`, admin);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    });

    test('operators in the query are refused', async () => {
      const answer = await call('GET', '?search[$regex]=.*', admin);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
    });
  });

  describe('search', () => {
    let ayesha: Awaited<ReturnType<TestShop['registerCustomer']>>;
    let dotted: Awaited<ReturnType<TestShop['registerCustomer']>>;
    beforeAll(async () => {
      ayesha = await shop.registerCustomer({ name: 'Ayesha Quokka', email: uniqueEmail('ayesha.finder') });
      dotted = await shop.registerCustomer({ name: 'Dotty Star', email: uniqueEmail('dot.*star') });
    });

    const emails = (answer: HttpAnswer) => answer.body.data.map((user: { email: string }) => user.email);

    test('by name, case-insensitive, any part of it', async () => {
      for (const search of ['Ayesha Quokka', 'quokka', 'AYESHA QUO', '  okka ']) {
        const answer = await call('GET', `?search=${encodeURIComponent(search)}`, admin);
        expect(answer.status).toBe(200);
        expect(emails(answer)).toEqual([ayesha.email]);
        expect(answer.body.pagination).toMatchObject({ total: 1, pages: 1 });
      }
    });

    test('by e-mail, case-insensitive', async () => {
      const answer = await call('GET', `?search=${encodeURIComponent(ayesha.email.toUpperCase())}`, admin);
      expect(emails(answer)).toEqual([ayesha.email]);
      const part = await call('GET', '?search=AYESHA.FINDER', admin);
      expect(emails(part)).toEqual([ayesha.email]);
    });

    test('is literal text: regular-expression characters match only themselves', async () => {
      const star = await call('GET', `?search=${encodeURIComponent('.*')}`, admin);
      expect(emails(star)).toEqual([dotted.email]);
      // "ayesha.finder" written with a regex wildcard finds nothing.
      expect(emails(await call('GET', `?search=${encodeURIComponent('ayesha.finde.')}`, admin))).toEqual([]);
      for (const search of ['(', '[a-z]+', '^admin', 'a|b', '\\']) {
        const answer = await call('GET', `?search=${encodeURIComponent(search)}`, admin);
        expect(answer.status).toBe(200);
        expect(answer.body.data).toEqual([]);
      }
    });

    test('an empty search lists everyone; no match answers an empty page', async () => {
      const total = await shop.users.countDocuments();
      expect((await call('GET', '?search=', admin)).body.pagination.total).toBe(total);
      expect((await call('GET', '?search=%20%20', admin)).body.pagination.total).toBe(total);
      const none = await call('GET', '?search=nobody-is-called-this', admin);
      expect(none.body).toEqual({
        success: true,
        data: [],
        pagination: { page: 1, pages: 1, total: 0, hasNext: false, hasPrev: false },
      });
    });

    test('GraphQL adminUsers searches the same way', async () => {
      const { data, errors } = await gql(Q.list, { search: 'QUOKKA' }, admin);
      expect(errors).toBeUndefined();
      expect(data.adminUsers.items).toEqual([expect.objectContaining({ id: ayesha.user._id, email: ayesha.email })]);
      expect(data.adminUsers.pagination).toEqual({ page: 1, pages: 1, total: 1, hasNext: false, hasPrev: false });
      expect(
        (await gql(Q.list, { search: '.*' }, admin)).data.adminUsers.items.map((u: { email: string }) => u.email),
      ).toEqual([dotted.email]);
    });
  });

  describe('detail', () => {
    test('answers the user with _id', async () => {
      const answer = await call('GET', `/${customer.user._id}`, admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, data: { ...customer.user, createdAt: expect.any(String) } });
      expect(answer.body.data._id).toBe(customer.user._id);
      expect(answer.text).not.toMatch(/password/i);
    });

    test.each([
      ['unknown', new Types.ObjectId().toString()],
      ['malformed', 'not-an-id'],
      ['12 characters (a valid ObjectId byte string)', 'aaaaaaaaaaaa'],
      ['an operator', encodeURIComponent('{"$ne":null}')],
      ['a $ key', '%24ne'],
    ])('%s id answers 404 User not found, on every route', async (_case, id) => {
      const before = await shop.users.countDocuments();
      const blockedBefore = await shop.users.countDocuments({ isBlocked: true });
      for (const [method, path, body] of [
        ['GET', `/${id}`, undefined],
        ['PUT', `/${id}/status`, { isBlocked: true }],
        ['DELETE', `/${id}`, undefined],
      ] as const) {
        const answer = await call(method, path, admin, body);
        expect({ method, status: answer.status, body: answer.body }).toEqual({
          method,
          status: 404,
          body: { success: false, message: 'User not found' },
        });
      }
      expect(await shop.users.countDocuments()).toBe(before);
      expect(await shop.users.countDocuments({ isBlocked: true })).toBe(blockedBefore);
    });
  });

  describe('block and unblock', () => {
    test('blocking stops the existing token at once (401) and refuses login (403); unblocking lets them sign in again, with a new token', async () => {
      const victim = await shop.registerCustomer({ name: uniqueName('Blocked') });
      expect((await shop.get('/api/v1/user/profile', { token: victim.token })).status).toBe(200);

      const blocked = await call('PUT', `/${victim.user._id}/status`, admin, { isBlocked: true });
      expect(blocked.status).toBe(200);
      expect(blocked.body).toEqual({
        success: true,
        message: 'User blocked successfully',
        data: expect.objectContaining({ _id: victim.user._id, email: victim.email, isBlocked: true }),
      });
      expect(await shop.users.exists({ email: victim.email, isBlocked: true })).toBeTruthy();

      const profile = await shop.get('/api/v1/user/profile', { token: victim.token });
      expect(profile.status).toBe(401);
      expect(profile.body).toEqual({ success: false, message: BLOCKED_MESSAGE });
      const gqlMe = await shop.graphql('{ me { id } }', undefined, victim.token);
      expect(gqlMe.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const login = await shop.post('/api/v1/auth/login', { email: victim.email, password: victim.password });
      expect(login.status).toBe(403);
      expect(login.body).toEqual({ success: false, message: BLOCKED_MESSAGE });

      // Blocking again is harmless.
      expect((await call('PUT', `/${victim.user._id}/status`, admin, { isBlocked: true })).body.data.isBlocked).toBe(
        true,
      );
      expect((await call('GET', `/${victim.user._id}`, admin)).body.data.isBlocked).toBe(true);

      const unblocked = await call('PUT', `/${victim.user._id}/status`, admin, { isBlocked: false });
      expect(unblocked.status).toBe(200);
      expect(unblocked.body).toMatchObject({
        success: true,
        message: 'User unblocked successfully',
        data: { _id: victim.user._id, isBlocked: false },
      });
      // Tokens issued before the block stay dead (refresh included); a new sign-in works.
      expect((await shop.get('/api/v1/user/profile', { token: victim.token })).body).toEqual({
        success: false,
        message: SESSION_EXPIRED,
      });
      expect((await shop.post('/api/v1/auth/refresh', undefined, { token: victim.token })).status).toBe(401);
      const again = await shop.post('/api/v1/auth/login', { email: victim.email, password: victim.password });
      expect(again.status).toBe(200);
      expect((await shop.get('/api/v1/user/profile', { token: again.body.data.token })).status).toBe(200);
    });

    test.each([
      ['a string', { isBlocked: 'true' }],
      ['a number', { isBlocked: 1 }],
      ['null', { isBlocked: null }],
      ['missing', {}],
      ['no body', undefined],
    ])('isBlocked as %s answers 400 and changes nothing', async (_case, body) => {
      const answer = await call('PUT', `/${customer.user._id}/status`, admin, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'isBlocked must be true or false' });
      expect(await shop.users.exists({ _id: customer.user._id, isBlocked: false })).toBeTruthy();
    });

    test('an operator as isBlocked is refused', async () => {
      const answer = await call('PUT', `/${customer.user._id}/status`, admin, { isBlocked: { $ne: false } });
      expect(answer.status).toBe(400);
      expect(await shop.users.exists({ _id: customer.user._id, isBlocked: false })).toBeTruthy();
    });

    test('an admin cannot block their own account', async () => {
      const answer = await call('PUT', `/${adminId}/status`, admin, { isBlocked: true });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'You cannot block your own account' });
      expect(await shop.users.exists({ _id: adminId, isBlocked: false })).toBeTruthy();
      expect((await shop.get('/api/v1/user/profile', { token: admin })).status).toBe(200);
    });

    test('an admin may block and unblock another admin', async () => {
      const other = await makeAdmin();
      const blocked = await call('PUT', `/${other.id}/status`, admin, { isBlocked: true });
      expect(blocked.status).toBe(200);
      expect(blocked.body.data).toMatchObject({ role: 'admin', isBlocked: true });
      expect((await shop.get('/api/v1/admin/users', { token: other.token })).status).toBe(401);
      expect((await call('PUT', `/${other.id}/status`, admin, { isBlocked: false })).status).toBe(200);
      expect((await shop.get('/api/v1/admin/users', { token: other.token })).status).toBe(401);
      expect(
        (await shop.get('/api/v1/admin/users', { token: await shop.login(other.email, other.password) })).status,
      ).toBe(200);
      await shop.users.deleteOne({ _id: other.id });
    });
  });

  describe('delete', () => {
    test('deletes the account and its cart: then 404, its token 401, its login 401', async () => {
      const victim = await shop.registerCustomer({ name: uniqueName('Deleted') });
      const product = await shop.products.findOne({ stockQuantity: { $gt: 0 }, ...SOLD_AS_ONE }).lean();
      expect(
        (await shop.post('/api/v1/cart/add', { productId: String(product!._id), quantity: 1 }, { token: victim.token }))
          .status,
      ).toBe(201);
      const carts = shop.model<{ user: Types.ObjectId }>('CartRecord');
      expect(await carts.countDocuments({ user: new Types.ObjectId(victim.user._id) })).toBe(1);
      const answer = await call('DELETE', `/${victim.user._id}`, admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true, message: 'User deleted successfully' });
      expect(await shop.users.exists({ email: victim.email })).toBeNull();
      expect(await carts.countDocuments({ user: new Types.ObjectId(victim.user._id) })).toBe(0);

      expect((await call('GET', `/${victim.user._id}`, admin)).status).toBe(404);
      const twice = await call('DELETE', `/${victim.user._id}`, admin);
      expect(twice.status).toBe(404);
      expect(twice.body).toEqual({ success: false, message: 'User not found' });
      expect((await shop.get('/api/v1/user/profile', { token: victim.token })).status).toBe(401);
      expect((await shop.post('/api/v1/auth/login', { email: victim.email, password: victim.password })).status).toBe(
        401,
      );
      // The e-mail is free again.
      expect((await shop.registerCustomer({ email: victim.email })).user.email).toBe(victim.email);
    });

    test('an admin cannot delete their own account', async () => {
      const answer = await call('DELETE', `/${adminId}`, admin);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'You cannot delete your own account' });
      expect(await shop.users.exists({ _id: adminId, isBlocked: false })).toBeTruthy();
    });

    test('an admin may delete another admin', async () => {
      const other = await makeAdmin();
      const answer = await call('DELETE', `/${other.id}`, admin);
      expect(answer.status).toBe(200);
      expect(await shop.users.exists({ _id: other.id })).toBeNull();
      expect((await shop.get('/api/v1/admin/users', { token: other.token })).status).toBe(401);
    });
  });

  describe('the shop keeps at least one active admin', () => {
    const service = () => shop.shop.app.get(UsersService);
    /** A caller the guard would have let through a moment ago, whose account is gone by now. */
    const goneAdmin = {
      user: { id: new Types.ObjectId().toString(), role: 'admin' as const, name: 'Gone', email: 'gone@example.pk' },
      ip: '127.0.0.1',
    };

    test('the last active owner can be neither blocked nor deleted', async () => {
      const activeAdmins = await shop.users.countDocuments({ role: 'admin', isBlocked: false });
      expect(activeAdmins).toBe(1);
      await expect(service().setBlocked(goneAdmin, adminId, true)).rejects.toMatchObject({
        status: 400,
        message: 'The shop needs at least one owner',
      });
      await expect(service().deleteUser(goneAdmin, adminId)).rejects.toMatchObject({
        status: 400,
        message: 'The shop needs at least one owner',
      });
      expect(await shop.users.exists({ _id: adminId, isBlocked: false })).toBeTruthy();
      expect((await call('GET', '', admin)).status).toBe(200);
    });

    test('a blocked admin can still be deleted, and any user unblocked', async () => {
      const other = await makeAdmin();
      await shop.users.updateOne({ _id: other.id }, { $set: { isBlocked: true } });
      await expect(service().setBlocked(goneAdmin, other.id, false)).resolves.toMatchObject({ isBlocked: false });
      await shop.users.updateOne({ _id: other.id }, { $set: { isBlocked: true } });
      await expect(service().deleteUser(goneAdmin, other.id)).resolves.toBeUndefined();
    });

    test.each([
      ['delete', (id: string, token: string) => call('DELETE', `/${id}`, token)],
      ['block', (id: string, token: string) => call('PUT', `/${id}/status`, token, { isBlocked: true })],
    ])('two admins who %s each other at the same moment never leave the shop without one', async (_case, act) => {
      const [first, second] = [await makeAdmin(), await makeAdmin()];
      // Only these two are in service for the moment.
      await shop.users.updateOne({ _id: adminId }, { $set: { isBlocked: true } });
      try {
        const answers = await Promise.all([act(second.id, first.token), act(first.id, second.token)]);
        expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
        // The loser is refused by the rule, or (when the winner was faster) no longer signed in.
        for (const answer of answers.filter((each) => each.status !== 200)) {
          expect([400, 401]).toContain(answer.status);
          if (answer.status === 400) expect(answer.body.message).toBe('The shop needs at least one owner');
        }
        expect(await shop.users.countDocuments({ role: 'admin', isBlocked: false })).toBeGreaterThanOrEqual(1);
      } finally {
        await shop.users.updateOne({ _id: adminId }, { $set: { isBlocked: false } });
        await shop.users.deleteMany({ _id: { $in: [first.id, second.id] } });
      }
    });
  });

  describe('GraphQL', () => {
    test('adminUsers answers items with id and the pagination; limit and page work', async () => {
      const total = await shop.users.countDocuments();
      const { data, errors } = await gql(Q.list, { limit: 3, page: 2 }, admin);
      expect(errors).toBeUndefined();
      expect(data.adminUsers.items).toHaveLength(3);
      expect(data.adminUsers.items[0]).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: expect.any(String),
        email: expect.any(String),
        phone: expect.any(String),
        address: expect.any(String),
        role: expect.stringMatching(/^(user|admin)$/),
        isBlocked: expect.any(Boolean),
        createdAt: expect.any(String),
      });
      expect(data.adminUsers.pagination).toEqual({
        page: 2,
        pages: Math.ceil(total / 3),
        total,
        hasNext: true,
        hasPrev: true,
      });
      const defaults = await gql(`{ adminUsers { items { id } pagination { ${PAGE_FIELDS} } } }`, undefined, admin);
      expect(defaults.data.adminUsers.items).toHaveLength(Math.min(50, total));
      expect((await gql(Q.list, { limit: 1000 }, admin)).data.adminUsers.pagination.pages).toBe(Math.ceil(total / 100));
    });

    test('adminUsers refuses a bad page or limit with BAD_USER_INPUT', async () => {
      const { errors } = await gql(Q.list, { page: 0 }, admin);
      expect(errors?.[0]).toMatchObject({ message: 'page must be 1 or more', extensions: { code: 'BAD_USER_INPUT' } });
      expect((await gql(Q.list, { limit: 0 }, admin)).errors?.[0]).toMatchObject({
        message: 'limit must be 1 or more',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    });

    test('adminUser answers the user; NOT_FOUND for unknown, malformed and operator ids', async () => {
      const { data } = await gql(Q.one, { id: customer.user._id }, admin);
      expect(data.adminUser).toMatchObject({
        id: customer.user._id,
        email: customer.email,
        role: 'user',
        isBlocked: false,
      });
      for (const id of [new Types.ObjectId().toString(), 'nope', 'aaaaaaaaaaaa', '{"$ne":null}']) {
        const { errors } = await gql(Q.one, { id }, admin);
        expect(errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
      }
      // An operator object as the id never reaches the resolver: the body check refuses it.
      const operator = await shop.request('POST', '/graphql', {
        token: admin,
        body: { query: Q.one, variables: { id: { $ne: null } } },
      });
      expect(operator.status).toBe(400);
      expect(operator.text).not.toContain('"adminUser"');
    });

    test('setUserBlocked blocks at once and unblocks; never your own account', async () => {
      const victim = await shop.registerCustomer({ name: uniqueName('Graph') });
      const blocked = await gql(Q.block, { id: victim.user._id, isBlocked: true }, admin);
      expect(blocked.errors).toBeUndefined();
      expect(blocked.data.setUserBlocked).toMatchObject({ id: victim.user._id, isBlocked: true });
      expect((await shop.graphql('{ me { id } }', undefined, victim.token)).errors?.[0]).toMatchObject({
        message: BLOCKED_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const login = await shop.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', {
        input: { email: victim.email, password: victim.password },
      });
      expect(login.errors?.[0]).toMatchObject({ message: BLOCKED_MESSAGE, extensions: { code: 'FORBIDDEN' } });

      const unblocked = await gql(Q.block, { id: victim.user._id, isBlocked: false }, admin);
      expect(unblocked.data.setUserBlocked.isBlocked).toBe(false);
      expect((await shop.graphql('{ me { id } }', undefined, victim.token)).errors?.[0]).toMatchObject({
        message: SESSION_EXPIRED,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      const token = (
        await shop.graphql('mutation($input: LoginInput!) { login(input: $input) { token } }', {
          input: { email: victim.email, password: victim.password },
        })
      ).data.login.token;
      expect((await shop.graphql('{ me { id } }', undefined, token)).data.me.id).toBe(victim.user._id);

      const self = await gql(Q.block, { id: adminId, isBlocked: true }, admin);
      expect(self.errors?.[0]).toMatchObject({
        message: 'You cannot block your own account',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(
        (await gql(Q.block, { id: new Types.ObjectId().toString(), isBlocked: true }, admin)).errors?.[0].extensions
          ?.code,
      ).toBe('NOT_FOUND');
      // Only a real boolean: GraphQL's own type check refuses anything else.
      expect((await gql(Q.block, { id: victim.user._id, isBlocked: 'true' }, admin)).errors?.[0].extensions?.code).toBe(
        'BAD_USER_INPUT',
      );
      expect(await shop.users.exists({ _id: victim.user._id, isBlocked: false })).toBeTruthy();
    });

    test('deleteUser answers true, then NOT_FOUND; never your own account', async () => {
      const victim = await shop.registerCustomer({ name: uniqueName('Graph') });
      const deleted = await gql(Q.remove, { id: victim.user._id }, admin);
      expect(deleted).toMatchObject({ data: { deleteUser: true } });
      expect((await gql(Q.one, { id: victim.user._id }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await gql(Q.remove, { id: victim.user._id }, admin)).errors?.[0]).toMatchObject({
        message: 'User not found',
        extensions: { code: 'NOT_FOUND' },
      });

      const self = await gql(Q.remove, { id: adminId }, admin);
      expect(self.errors?.[0]).toMatchObject({
        message: 'You cannot delete your own account',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(await shop.users.exists({ _id: adminId })).toBeTruthy();
    });
  });

  describe('permissions: admins only, on every route and operation', () => {
    let target: Awaited<ReturnType<TestShop['registerCustomer']>>;
    beforeAll(async () => {
      target = await shop.registerCustomer({ name: uniqueName('Target') });
    });

    const restRoutes = (): Array<[string, string, unknown]> => [
      ['GET', '', undefined],
      ['GET', '?search=a&limit=1', undefined],
      ['GET', `/${target.user._id}`, undefined],
      ['PUT', `/${target.user._id}/status`, { isBlocked: true }],
      ['PUT', `/${adminId}/status`, { isBlocked: true }],
      ['DELETE', `/${target.user._id}`, undefined],
      ['DELETE', `/${adminId}`, undefined],
    ];
    const operations = (): Array<[string, Record<string, unknown>]> => [
      [Q.list, {}],
      [Q.one, { id: target.user._id }],
      [Q.block, { id: target.user._id, isBlocked: true }],
      [Q.block, { id: adminId, isBlocked: true }],
      [Q.remove, { id: target.user._id }],
      [Q.remove, { id: adminId }],
    ];
    const snapshot = () => shop.users.find({}, { _id: 1, isBlocked: 1, role: 1, updatedAt: 1 }).sort({ _id: 1 }).lean();

    test.each([
      ['a guest', () => undefined, 401, 'Please log in to continue', 'UNAUTHENTICATED'],
      ['a customer', () => customer.token, 403, 'Access denied. Admins only.', 'FORBIDDEN'],
      ['a bad token', () => 'not-a-token', 401, undefined, 'UNAUTHENTICATED'],
    ])(
      '%s is refused on every route and operation, and nothing is written',
      async (_who, token, status, message, code) => {
        const before = await snapshot();
        for (const [method, path, body] of restRoutes()) {
          const answer = await call(method, path, token(), body);
          expect({ method, path, status: answer.status }).toEqual({ method, path, status });
          expect(answer.body.success).toBe(false);
          if (message) expect(answer.body.message).toBe(message);
          expect(answer.body).not.toHaveProperty('data');
        }
        for (const [query, variables] of operations()) {
          const { data, errors } = await gql(query, variables, token());
          expect({ query, code: errors?.[0].extensions?.code }).toEqual({ query, code });
          if (message) expect(errors?.[0].message).toBe(message);
          expect(data ?? null).toBeNull();
        }
        expect(await snapshot()).toEqual(before);
        expect((await shop.get('/api/v1/user/profile', { token: target.token })).status).toBe(200);
      },
    );

    test('a blocked admin is refused with 401 everywhere', async () => {
      const other = await makeAdmin();
      await shop.users.updateOne({ _id: other.id }, { $set: { isBlocked: true } });
      const before = await snapshot();
      for (const [method, path, body] of restRoutes())
        expect((await call(method, path, other.token, body)).status).toBe(401);
      for (const [query, variables] of operations())
        expect((await gql(query, variables, other.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(await snapshot()).toEqual(before);
    });
  });

  test('no answer of this suite carried a password or a password hash', () => {
    expect(answers.length).toBeGreaterThan(100);
    for (const text of answers) expect(text).not.toMatch(/password|\$2[aby]\$/i);
  });
});
