import { ServiceUnavailableException } from '@nestjs/common';
import { compare as nativeCompare } from '@node-rs/bcrypt';
import { hashSync as bcryptjsHash } from 'bcryptjs';
import { readdirSync, readFileSync } from 'node:fs';
import { BearerTokens } from '../server/src/auth/bearer-tokens';
import { AccountCache } from '../server/src/users/account-cache';
import { HASHING_NICENESS, MAX_WAITING_HASHES, passwordHasher } from '../server/src/users/password-hasher';
import { UsersService } from '../server/src/users/users.service';
import { waitFor } from './support/processes';
import { TestShop, uniqueEmail } from './support/test-shop';

/** Field 19 of a /proc stat line ("nice"); the name in parentheses (field 2) may hold spaces. */
const nicenessIn = (statLine: string) => Number(statLine.slice(statLine.lastIndexOf(') ') + 2).split(' ')[16]);
/** How many of this process's threads (Linux) run at this niceness. */
const threadsAtNiceness = (niceness: number) =>
  readdirSync('/proc/self/task').filter((tid) => {
    try {
      return nicenessIn(readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')) === niceness;
    } catch {
      return false; // a thread that ended while listed
    }
  }).length;

const valid = () => ({ name: 'Ayesha Khan', email: uniqueEmail(), phone: '+92 300-1234567', password: 'secret123' });

/** Each case breaks one rule (or several, to prove which comes first); `message` is the only acceptable answer. */
const registrationCases: Array<[string, Record<string, unknown>, string]> = [
  ['name missing', { name: undefined }, 'Name is required'],
  ['name blank after trimming', { name: '   ' }, 'Name is required'],
  ['name too short', { name: 'Al' }, 'Name must be at least 3 characters long'],
  ['name too long', { name: 'Abcdefghijklmnop' }, 'Name must not exceed 15 characters'],
  ['name with digits', { name: 'Ali 2' }, 'Name can only contain letters and spaces'],
  ['name with symbols', { name: 'Ali-Khan' }, 'Name can only contain letters and spaces'],
  ['email missing', { email: undefined }, 'Email is required'],
  ['email empty', { email: '' }, 'Email is required'],
  ['email without @', { email: 'ayesha.example.pk' }, 'Please enter a valid email address'],
  ['email without domain dot', { email: 'ayesha@example' }, 'Please enter a valid email address'],
  ['email as a number', { email: 42 }, 'Please enter a valid email address'],
  ['phone missing', { phone: undefined }, 'Phone number is required'],
  ['phone too short', { phone: '030012345' }, 'Please enter a valid phone number'],
  ['phone too long', { phone: '0300123456789012' }, 'Please enter a valid phone number'],
  ['phone with letters', { phone: '0300-CALL-NOW' }, 'Please enter a valid phone number'],
  ['phone with a plus inside', { phone: '0300+1234567' }, 'Please enter a valid phone number'],
  ['password missing', { password: undefined }, 'Password is required'],
  ['password too short', { password: '12345' }, 'Password must be at least 6 characters long'],
  ['password too long', { password: 'a'.repeat(21) }, 'Password must not exceed 20 characters'],
  // First failure wins, in the specification's order.
  ['name before email', { name: '', email: '' }, 'Name is required'],
  ['email before phone', { email: 'bad', phone: '' }, 'Please enter a valid email address'],
  ['phone before password', { phone: '1', password: '' }, 'Please enter a valid phone number'],
  ['name length before name letters', { name: 'A1' }, 'Name must be at least 3 characters long'],
  [
    'everything missing',
    { name: undefined, email: undefined, phone: undefined, password: undefined },
    'Name is required',
  ],
];

describe('Accounts (REST and GraphQL)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.stop());

  describe('registration rules, over REST', () => {
    test.each(registrationCases)('%s', async (_case, change, message) => {
      const before = await shop.users.countDocuments();
      const answer = await shop.post('/api/v1/auth/register', { ...valid(), ...change });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
      expect(await shop.users.countDocuments()).toBe(before);
    });
  });

  test('registration rules over GraphQL answer BAD_USER_INPUT with the same messages', async () => {
    const mutation = 'mutation Register($input: RegisterInput!) { register(input: $input) { token user { id } } }';
    for (const [, change, message] of registrationCases.filter(
      ([, change]) => !Object.values(change).some((v) => typeof v === 'number'),
    )) {
      const input = Object.fromEntries(
        Object.entries({ ...valid(), ...change }).filter(([, value]) => value !== undefined),
      );
      const { errors } = await shop.graphql(mutation, { input });
      expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  test('a valid registration signs the customer in, stores a hash and never shows it', async () => {
    const account = valid();
    const answer = await shop.post('/api/v1/auth/register', {
      ...account,
      name: '  Ayesha Khan  ',
      email: account.email.toUpperCase(),
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      data: {
        user: {
          name: 'Ayesha Khan',
          email: account.email.toLowerCase(),
          // '+92 300-1234567' as typed; kept in E.164.
          phone: '+923001234567',
          role: 'user',
          isBlocked: false,
        },
      },
    });
    expect(answer.body.data.user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(typeof answer.body.data.token).toBe('string');
    expect(answer.text).not.toMatch(/password/i);

    const stored = await shop.users.findOne({ email: account.email.toLowerCase() }).select('+passwordHash').lean();
    expect(stored?.passwordHash).toMatch(/^\$2[aby]\$10\$/);
    expect(stored?.passwordHash).not.toContain(account.password);

    const me = await shop.get('/api/v1/user/profile', { token: answer.body.data.token });
    expect(me.body.data.user.email).toBe(account.email.toLowerCase());
  });

  test('e-mail addresses are unique regardless of case', async () => {
    const account = await shop.registerCustomer();
    const again = await shop.post('/api/v1/auth/register', { ...valid(), email: account.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'An account with this email already exists' });
    expect(await shop.users.countDocuments({ email: account.email })).toBe(1);
  });

  test('unknown fields are stripped: nobody registers as an admin', async () => {
    const answer = await shop.post('/api/v1/auth/register', {
      ...valid(),
      role: 'admin',
      isBlocked: true,
      passwordHash: 'x',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.user).toMatchObject({ role: 'user', isBlocked: false });
  });

  describe('login', () => {
    test.each([
      ['no fields', {}],
      ['no password', { email: 'someone@example.pk' }],
      ['no email', { password: 'secret123' }],
      ['empty strings', { email: '', password: '' }],
    ])('%s answers 400 Please fill in all fields', async (_case, body) => {
      const answer = await shop.post('/api/v1/auth/login', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Please fill in all fields' });
    });

    test('wrong credentials answer 401 with the server message, for a wrong password and an unknown e-mail alike', async () => {
      const account = await shop.registerCustomer();
      const wrongPassword = await shop.post('/api/v1/auth/login', { email: account.email, password: 'not-it' });
      const unknown = await shop.post('/api/v1/auth/login', { email: uniqueEmail(), password: 'secret123' });
      for (const answer of [wrongPassword, unknown]) {
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'Invalid email or password' });
      }
    });

    test('login works with any case of the e-mail and answers user and token', async () => {
      const account = await shop.registerCustomer();
      const answer = await shop.post('/api/v1/auth/login', {
        email: ` ${account.email.toUpperCase()} `,
        password: account.password,
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: true, data: { user: { email: account.email, role: 'user' } } });
      expect(answer.body.data.token.split('.')).toHaveLength(3);
    });

    test('the demo admin signs in with the admin role, over GraphQL too', async () => {
      const { data, errors } = await shop.graphql(
        'mutation { login(input: { email: "admin@volt.demo", password: "admin123" }) { token user { id role email } } }',
      );
      expect(errors).toBeUndefined();
      expect(data.login.user).toMatchObject({ role: 'admin', email: 'admin@volt.demo' });
      const me = await shop.graphql('{ me { role name } }', undefined, data.login.token);
      expect(me.data.me).toEqual({ role: 'admin', name: 'Demo Admin' });
    });

    test('GraphQL login failures carry the codes', async () => {
      const missing = await shop.graphql('mutation { login(input: { email: "" }) { token } }');
      expect(missing.errors?.[0]).toMatchObject({
        message: 'Please fill in all fields',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const wrong = await shop.graphql(
        'mutation { login(input: { email: "nobody@example.pk", password: "secret123" }) { token } }',
      );
      expect(wrong.errors?.[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'UNAUTHENTICATED' },
      });
    });
  });

  describe('tokens', () => {
    test('protected operations need a token: 401 over REST, UNAUTHENTICATED over GraphQL', async () => {
      const rest = await shop.get('/api/v1/user/profile');
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ success: false, message: 'Please log in to continue' });
      const gql = await shop.graphql('{ me { id } }');
      expect(gql.errors?.[0]).toMatchObject({
        message: 'Please log in to continue',
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(gql.data).toBeNull();
    });

    test('a forged, garbled or expired token is refused', async () => {
      const account = await shop.registerCustomer();
      const [header, payload] = account.token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
      const expiredShop = shop.shop.app.get((await import('@nestjs/jwt')).JwtService);
      const expired = await expiredShop.signAsync({ sub: account.user._id, role: 'user' }, { expiresIn: -10 });
      for (const token of [forged, 'garbage', expired]) {
        const answer = await shop.get('/api/v1/user/profile', { token });
        expect(answer.status).toBe(401);
        expect(answer.body.success).toBe(false);
      }
    });

    test('a token already accepted (its signature kept checked) is refused from the second it expires', async () => {
      const account = await shop.registerCustomer();
      const jwt = shop.shop.app.get((await import('@nestjs/jwt')).JwtService);
      const shortLived = await jwt.signAsync({ sub: account.user._id, role: 'user', ver: 0 }, { expiresIn: 2 });
      const { exp } = jwt.decode<{ exp: number }>(shortLived);
      expect((await shop.get('/api/v1/user/profile', { token: shortLived })).status).toBe(200);
      expect((await shop.graphql('{ me { id } }', undefined, shortLived)).data.me.id).toBe(account.user._id);
      expect(shop.shop.app.get(BearerTokens).size).toBeGreaterThan(0);
      // Past its expiry (whole seconds, as jsonwebtoken reads it), whatever was kept.
      await new Promise((done) => setTimeout(done, Math.max(0, exp * 1000 - Date.now()) + 100));
      const refused = await shop.get('/api/v1/user/profile', { token: shortLived });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 401,
        message: 'Your session has expired. Please log in again.',
      });
      expect((await shop.graphql('{ me { id } }', undefined, shortLived)).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    test('a token whose signature fails is refused every time, also after a valid one with the same claims was accepted', async () => {
      const account = await shop.registerCustomer();
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).status).toBe(200);
      const [header, payload, signature] = account.token.split('.');
      const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      for (let i = 0; i < 2; i++) {
        const answer = await shop.get('/api/v1/user/profile', { token: `${header}.${payload}.${flipped}` });
        expect(answer.status).toBe(401);
      }
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).status).toBe(200);
    });

    test('refresh exchanges a valid token for a fresh one', async () => {
      const account = await shop.registerCustomer();
      const rest = await shop.post('/api/v1/auth/refresh', undefined, { token: account.token });
      expect(rest.status).toBe(200);
      expect(rest.body.data.user.email).toBe(account.email);
      expect((await shop.get('/api/v1/user/profile', { token: rest.body.data.token })).status).toBe(200);
      const gql = await shop.graphql('mutation { refreshToken { token user { email } } }', undefined, account.token);
      expect(gql.data.refreshToken.user.email).toBe(account.email);
      expect((await shop.post('/api/v1/auth/refresh')).status).toBe(401);
    });

    test('a blocked customer can neither sign in nor use a token issued before the block', async () => {
      const account = await shop.registerCustomer();
      await shop.users.updateOne({ email: account.email }, { $set: { isBlocked: true } });

      const login = await shop.post('/api/v1/auth/login', { email: account.email, password: account.password });
      expect(login.status).toBe(403);
      expect(login.body.message).toBe('Your account has been blocked. Please contact support.');

      const rest = await shop.get('/api/v1/user/profile', { token: account.token });
      expect(rest.status).toBe(401);
      expect(rest.body.message).toBe('Your account has been blocked. Please contact support.');
      const gql = await shop.graphql('{ me { id } }', undefined, account.token);
      expect(gql.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const refresh = await shop.post('/api/v1/auth/refresh', undefined, { token: account.token });
      expect(refresh.status).toBe(401);

      await shop.users.updateOne({ email: account.email }, { $set: { isBlocked: false } });
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).status).toBe(200);
    });

    test('a token of a deleted account is refused', async () => {
      const account = await shop.registerCustomer();
      await shop.users.deleteOne({ email: account.email });
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).status).toBe(401);
    });
  });

  describe('accounts kept in memory (AccountCache): every change takes effect on the next request', () => {
    const profileStatus = async (token: string) => (await shop.get('/api/v1/user/profile', { token })).status;

    test('a block through the admin API, with the account just used, refuses the very next request; so does a deletion', async () => {
      const admin = await shop.login('admin@volt.demo', 'admin123');
      const account = await shop.registerCustomer();
      // Used once, so its account is kept.
      expect(await profileStatus(account.token)).toBe(200);
      expect(shop.shop.app.get(AccountCache).size).toBeGreaterThan(0);
      expect(
        (await shop.put(`/api/v1/admin/users/${account.user._id}/status`, { isBlocked: true }, { token: admin }))
          .status,
      ).toBe(200);
      const refused = await shop.get('/api/v1/user/profile', { token: account.token });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 401,
        message: 'Your account has been blocked. Please contact support.',
      });

      const other = await shop.registerCustomer();
      expect(await profileStatus(other.token)).toBe(200);
      expect((await shop.delete(`/api/v1/admin/users/${other.user._id}`, { token: admin })).status).toBe(200);
      expect(await profileStatus(other.token)).toBe(401);
      expect((await shop.graphql('{ me { id } }', undefined, other.token)).errors?.[0].extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
    });

    test('a role change in the database is the role of the next request, both ways', async () => {
      const account = await shop.registerCustomer();
      const adminOnly = async () => (await shop.get('/api/v1/admin/users?limit=1', { token: account.token })).status;
      expect(await adminOnly()).toBe(403);
      expect(await adminOnly()).toBe(403);
      await shop.users.updateOne({ email: account.email }, { $set: { role: 'admin' } });
      expect(await adminOnly()).toBe(200);
      expect((await shop.graphql('{ me { role } }', undefined, account.token)).data.me.role).toBe('admin');
      await shop.users.updateOne({ email: account.email }, { $set: { role: 'user' } });
      expect(await adminOnly()).toBe(403);
      expect((await shop.graphql('{ me { role } }', undefined, account.token)).data.me.role).toBe('user');
    });

    test('a profile update shows in the next me and profile; a block made while a read was under way is not forgotten', async () => {
      const account = await shop.registerCustomer();
      expect((await shop.graphql('{ me { name } }', undefined, account.token)).data.me.name).toBe('Test Customer');
      await shop.put('/api/v1/user/profile', { name: 'Sara Malik' }, { token: account.token });
      expect((await shop.graphql('{ me { name } }', undefined, account.token)).data.me.name).toBe('Sara Malik');
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).body.data.user.name).toBe('Sara Malik');

      // Requests under way while the block is written: whatever they read, the next one after it is refused.
      const during = Array.from({ length: 10 }, () => profileStatus(account.token));
      await shop.users.updateOne({ email: account.email }, { $set: { isBlocked: true } });
      await Promise.all(during);
      expect(await profileStatus(account.token)).toBe(401);
    });

    test('no per-user answer reaches another user: many customers at once each see only their own account and cart', async () => {
      const customers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => shop.registerCustomer({ name: `Customer ${'abcdef'[i]}` })),
      );
      const checks = customers.flatMap((customer) =>
        Array.from({ length: 8 }, async (_, round) => {
          if (round % 2 === 0) {
            const { data } = await shop.graphql(
              '{ me { email name } cart { items { quantity } } }',
              undefined,
              customer.token,
            );
            return [customer.email, data.me.email, customer.name, data.me.name];
          }
          const answer = await shop.get('/api/v1/user/profile', { token: customer.token });
          return [customer.email, answer.body.data.user.email, customer.name, answer.body.data.user.name];
        }),
      );
      for (const [expectedEmail, email, expectedName, name] of await Promise.all(checks)) {
        expect({ email, name }).toEqual({ email: expectedEmail, name: expectedName });
      }
    });
  });

  describe('password hashing (@node-rs/bcrypt, native, on a piscina pool of low-priority threads)', () => {
    test('passwords are hashed and checked on threads of lowered priority; the event loop keeps its own', async () => {
      const account = await shop.registerCustomer();
      expect((await shop.post('/api/v1/auth/login', { email: account.email, password: account.password })).status).toBe(
        200,
      );
      const hashingThreads = passwordHasher.pool.threads;
      expect(hashingThreads.length).toBeGreaterThanOrEqual(1);
      const lowered = threadsAtNiceness(HASHING_NICENESS);
      expect(lowered).toBeGreaterThanOrEqual(hashingThreads.length);
      // The main thread (the event loop) is untouched: setpriority in a thread is that thread's alone.
      expect(nicenessIn(readFileSync('/proc/self/stat', 'utf8'))).toBe(0);
      // Those lowered threads are the pool's: once its threads end (and any it let go after their idle time, which
      // leave the pool's list before their thread is gone), none is left.
      await Promise.all(hashingThreads.map((worker) => worker.terminate()));
      expect(passwordHasher.pool.threads).toHaveLength(0);
      await waitFor(() => threadsAtNiceness(HASHING_NICENESS) === 0, 20_000, 'the lowered threads to end');
    });

    test('more hashes waiting than the bound answer 503 at once (as any hash the pool cannot run), never a wrong password; the others are checked', async () => {
      const cheapHash = bcryptjsHash('secret123', 4);
      const tries = passwordHasher.pool.maxThreads + MAX_WAITING_HASHES + 20;
      const answers = await Promise.all(
        Array.from({ length: tries }, () =>
          passwordHasher.matches('secret123', cheapHash).then(
            (matches) => (matches ? 200 : 401),
            (error: unknown) => (error instanceof ServiceUnavailableException ? 503 : 500),
          ),
        ),
      );
      expect(answers.filter((status) => status === 503).length).toBeGreaterThanOrEqual(20);
      expect(answers.filter((status) => status === 200).length).toBeGreaterThanOrEqual(MAX_WAITING_HASHES);
      expect(answers.every((status) => status === 200 || status === 503)).toBe(true);
    });

    test('a hash written by bcryptjs (before the native library) still signs in', async () => {
      const account = await shop.registerCustomer();
      const stored = (await shop.users.findOne({ email: account.email }).select('+passwordHash').lean())!.passwordHash;
      expect(stored).toMatch(/^\$2[aby]\$10\$/);
      await shop.users.updateOne({ email: account.email }, { $set: { passwordHash: bcryptjsHash('older123', 10) } });
      expect((await shop.post('/api/v1/auth/login', { email: account.email, password: 'older123' })).status).toBe(200);
      expect((await shop.post('/api/v1/auth/login', { email: account.email, password: account.password })).status).toBe(
        401,
      );
    });
  });

  describe('profile', () => {
    test('updates name, phone and address; the e-mail never changes', async () => {
      const account = await shop.registerCustomer();
      const answer = await shop.put(
        '/api/v1/user/profile',
        {
          name: 'Bilal Ahmed',
          phone: '0321 7654321',
          address: 'House 12, Street 4, DHA Phase 5, Lahore',
          email: 'new@example.pk',
          role: 'admin',
        },
        { token: account.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        success: true,
        data: {
          user: {
            name: 'Bilal Ahmed',
            phone: '+923217654321',
            address: 'House 12, Street 4, DHA Phase 5, Lahore',
            email: account.email,
            role: 'user',
          },
        },
      });
      expect(await shop.users.countDocuments({ email: 'new@example.pk' })).toBe(0);
    });

    test('the name is required and follows the registration rules', async () => {
      const account = await shop.registerCustomer();
      for (const [name, message] of [
        ['', 'Name is required'],
        ['Al', 'Name must be at least 3 characters long'],
        ['R2D2 Unit', 'Name can only contain letters and spaces'],
      ]) {
        const answer = await shop.put('/api/v1/user/profile', { name }, { token: account.token });
        expect(answer.status).toBe(400);
        expect(answer.body.message).toBe(message);
      }
      expect((await shop.users.findOne({ email: account.email }).lean())?.name).toBe('Test Customer');
    });

    test('over GraphQL the answer is the updated user', async () => {
      const account = await shop.registerCustomer();
      const { data, errors } = await shop.graphql(
        'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id name address email } }',
        { input: { name: 'Sana Mir', address: 'Gulberg III, Lahore' } },
        account.token,
      );
      expect(errors).toBeUndefined();
      expect(data.updateProfile).toMatchObject({
        id: account.user._id,
        name: 'Sana Mir',
        address: 'Gulberg III, Lahore',
        email: account.email,
      });
    });
  });

  describe('password change', () => {
    test('its three server messages, then success', async () => {
      const account = await shop.registerCustomer();
      const change = (body: unknown) => shop.put('/api/v1/user/change-password', body, { token: account.token });

      expect((await change({ currentPassword: account.password })).body.message).toBe(
        'Please fill all password fields',
      );
      expect((await change({ currentPassword: '', newPassword: 'abcdef' })).body.message).toBe(
        'Please fill all password fields',
      );
      expect((await change({ currentPassword: account.password, newPassword: '12345' })).body.message).toBe(
        'New password must be at least 6 characters',
      );
      const wrong = await change({ currentPassword: 'not-it', newPassword: 'newsecret1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');

      const ok = await change({ currentPassword: account.password, newPassword: 'newsecret1' });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        success: true,
        message: 'Password changed successfully',
        data: { user: { _id: account.user._id } },
      });
      expect(ok.body.data.token.split('.')).toHaveLength(3);
      expect((await shop.post('/api/v1/auth/login', { email: account.email, password: account.password })).status).toBe(
        401,
      );
      expect((await shop.post('/api/v1/auth/login', { email: account.email, password: 'newsecret1' })).status).toBe(
        200,
      );
    });

    test('over GraphQL', async () => {
      const account = await shop.registerCustomer();
      const mutation = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token user { id } } }';
      const short = await shop.graphql(
        mutation,
        { input: { currentPassword: account.password, newPassword: 'abc' } },
        account.token,
      );
      expect(short.errors?.[0]).toMatchObject({
        message: 'New password must be at least 6 characters',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const ok = await shop.graphql(
        mutation,
        { input: { currentPassword: account.password, newPassword: 'another1' } },
        account.token,
      );
      expect(ok.errors).toBeUndefined();
      expect(ok.data.changePassword.user.id).toBe(account.user._id);
      expect((await shop.graphql('{ me { id } }', undefined, ok.data.changePassword.token)).data.me.id).toBe(
        account.user._id,
      );
      const anonymous = await shop.graphql(mutation, { input: { currentPassword: 'a', newPassword: 'another1' } });
      expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });

    test('every token issued before a password change stops working, refresh included (REST); the answer carries a working one', async () => {
      const account = await shop.registerCustomer();
      const otherDevice = await shop.login(account.email, account.password);
      const refreshedBefore = (await shop.post('/api/v1/auth/refresh', undefined, { token: otherDevice })).body.data
        .token as string;

      const changed = await shop.put(
        '/api/v1/user/change-password',
        { currentPassword: account.password, newPassword: 'newsecret1' },
        { token: account.token },
      );
      expect(changed.status).toBe(200);
      const fresh = changed.body.data.token as string;

      for (const token of [account.token, otherDevice, refreshedBefore]) {
        const profile = await shop.get('/api/v1/user/profile', { token });
        expect(profile.status).toBe(401);
        expect(profile.body).toEqual({ success: false, message: 'Your session has expired. Please log in again.' });
        expect((await shop.post('/api/v1/auth/refresh', undefined, { token })).status).toBe(401);
        expect((await shop.post('/api/v1/orders', {}, { token })).status).toBe(401);
      }
      expect((await shop.get('/api/v1/user/profile', { token: fresh })).status).toBe(200);
      const refreshed = await shop.post('/api/v1/auth/refresh', undefined, { token: fresh });
      expect(refreshed.status).toBe(200);
      expect((await shop.get('/api/v1/user/profile', { token: refreshed.body.data.token })).status).toBe(200);
      // A new sign-in with the new password works as always.
      expect(
        (await shop.get('/api/v1/user/profile', { token: await shop.login(account.email, 'newsecret1') })).status,
      ).toBe(200);
    });

    test('over GraphQL: old tokens are UNAUTHENTICATED for queries and refreshToken; the fresh token works', async () => {
      const account = await shop.registerCustomer();
      const otherDevice = await shop.login(account.email, account.password);
      const changed = await shop.graphql(
        'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { token expiresAt } }',
        { input: { currentPassword: account.password, newPassword: 'another1' } },
        account.token,
      );
      expect(changed.errors).toBeUndefined();
      for (const token of [account.token, otherDevice]) {
        const me = await shop.graphql('{ me { id } }', undefined, token);
        expect(me.errors?.[0]).toMatchObject({
          message: 'Your session has expired. Please log in again.',
          extensions: { code: 'UNAUTHENTICATED' },
        });
        const refresh = await shop.graphql('mutation { refreshToken { token } }', undefined, token);
        expect(refresh.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      }
      const fresh = changed.data.changePassword.token;
      const refresh = await shop.graphql('mutation { refreshToken { token } }', undefined, fresh);
      expect(refresh.errors).toBeUndefined();
      expect((await shop.graphql('{ me { id } }', undefined, refresh.data.refreshToken.token)).data.me.id).toBe(
        account.user._id,
      );
    });

    test('a refused password change (wrong current password) ends no session', async () => {
      const account = await shop.registerCustomer();
      const wrong = await shop.put(
        '/api/v1/user/change-password',
        { currentPassword: 'not-it', newPassword: 'newsecret1' },
        { token: account.token },
      );
      expect(wrong.status).toBe(400);
      expect((await shop.get('/api/v1/user/profile', { token: account.token })).status).toBe(200);
    });
  });

  describe('login timing', () => {
    test('an unknown e-mail is checked against a dummy hash of the same cost, as a wrong password is', async () => {
      const users = shop.shop.app.get(UsersService);
      const check = jest.spyOn(users, 'passwordMatches');
      try {
        const account = await shop.registerCustomer();
        const stored = (await shop.users.findOne({ email: account.email }).select('+passwordHash').lean())!
          .passwordHash;
        const costOf = (bcryptHash: string) => bcryptHash.split('$')[2];

        check.mockClear();
        expect(
          (await shop.post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: 'secret123' })).status,
        ).toBe(401);
        expect(check).toHaveBeenCalledTimes(1);
        const [password, dummy] = check.mock.calls[0];
        expect(password).toBe('secret123');
        expect(dummy).toMatch(/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/);
        expect(costOf(dummy)).toBe(costOf(stored));
        expect(dummy).not.toBe(stored);
        // The native library reads the dummy as a hash (no error, which would answer sooner): it simply does not match.
        await expect(nativeCompare('secret123', dummy)).resolves.toBe(false);

        check.mockClear();
        expect((await shop.post('/api/v1/auth/login', { email: account.email, password: 'not-it' })).status).toBe(401);
        expect(check).toHaveBeenCalledTimes(1);
        expect(check.mock.calls[0][1]).toBe(stored);

        // A blocked account is checked against its own hash before the 403 (which only a right password sees).
        await shop.users.updateOne({ email: account.email }, { $set: { isBlocked: true } });
        check.mockClear();
        expect((await shop.post('/api/v1/auth/login', { email: account.email, password: 'not-it' })).status).toBe(401);
        expect(
          (await shop.post('/api/v1/auth/login', { email: account.email, password: account.password })).status,
        ).toBe(403);
        expect(check).toHaveBeenCalledTimes(2);
      } finally {
        check.mockRestore();
      }
    });
  });
});
