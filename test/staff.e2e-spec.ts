import { createHash } from 'node:crypto';
import { StaffRole } from '../server/src/common/access/permissions';
import { ACTIVE_OWNERS } from '../server/src/users/users.service';
import { TestShop } from './support/test-shop';

const DENIED = 'Access denied. Your role does not allow this.';
const NOT_VALID = 'This invitation is not valid or has expired';
const LINK = /^http:\/\/localhost:\d+\/staff-invite\/([A-Za-z0-9_-]{43})$/;

let counter = 0;
const uniqueEmail = (prefix = 'staff') => `${prefix}.${Date.now()}.${++counter}@Volt-Team.PK`;

/**
 * Staff invitations over HTTP, REST and GraphQL: an Owner invites, the invited person reads the link and sets a
 * password once, and their account is a staff member with the invited role; Owners change roles and remove staff.
 */
describe('Staff invitations and staff accounts', () => {
  let shop: TestShop;
  let owner: string;
  let ownerId: string;
  let ownerName: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    owner = await shop.login('admin@volt.demo', 'admin123');
    const profile = (await shop.get('/api/v1/user/profile', { token: owner })).body.data.user;
    ownerId = profile._id;
    ownerName = profile.name;
  });
  afterAll(() => shop.stop());

  const invites = () => shop.model<{ email: string; tokenHash: string; acceptedAt: Date | null }>('StaffInviteRecord');

  /** Invites over REST as the Owner; answers the token from the link and the invite. */
  async function invite(staffRole: StaffRole, email = uniqueEmail(), name = 'Ali Raza') {
    const answer = await shop.post('/api/v1/admin/staff/invites', { name, email, staffRole }, { token: owner });
    expect({ status: answer.status, body: answer.body }).toMatchObject({ status: 201, body: { success: true } });
    const token = LINK.exec(answer.body.data.link)![1];
    return { token, invite: answer.body.data.invite, email: email.toLowerCase() };
  }

  const accept = (token: string, password = 'staffpass1') =>
    shop.post(`/api/v1/staff-invites/${token}/accept`, { password });

  test('an Owner invites; the link is shown once and only its hash is kept', async () => {
    const email = uniqueEmail();
    const answer = await shop.post(
      '/api/v1/admin/staff/invites',
      { name: ' Sara Khan ', email: `  ${email} `, staffRole: 'CONFIRMER' },
      { token: owner },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Invitation created',
      data: {
        invite: { name: 'Sara Khan', email: email.toLowerCase(), staffRole: 'CONFIRMER', invitedByName: ownerName },
      },
    });
    const token = LINK.exec(answer.body.data.link)![1];
    const expiresIn = Date.parse(answer.body.data.invite.expiresAt) - Date.now();
    expect(Math.abs(expiresIn - 7 * 24 * 60 * 60_000)).toBeLessThan(60_000);

    const stored = await invites().findOne({ email: email.toLowerCase() }).lean();
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const listed = await shop.get('/api/v1/admin/staff', { token: owner });
    expect(listed.status).toBe(200);
    const pending = listed.body.data.invites.find((entry: { email: string }) => entry.email === email.toLowerCase());
    expect(pending).toMatchObject({ _id: answer.body.data.invite._id, staffRole: 'CONFIRMER' });
    expect(JSON.stringify(listed.body)).not.toContain(token);
    expect(listed.body.data.members).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'admin@volt.demo', staffRole: 'OWNER' })]),
    );

    const read = await shop.get(`/api/v1/staff-invites/${token}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      name: 'Sara Khan',
      email: email.toLowerCase(),
      staffRole: 'CONFIRMER',
      shopName: expect.any(String),
    });
    expect(read.body.data.shopName.length).toBeGreaterThan(0);
  });

  test('accepting makes an admin with the invited role, who signs in and is refused what the role does not allow', async () => {
    const { token, email } = await invite(StaffRole.CONFIRMER);
    const accepted = await accept(token);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({
      success: true,
      message: 'Your staff account is ready. Please sign in.',
      data: { email, staffRole: 'CONFIRMER' },
    });
    const account = await shop.users.findOne({ email }).lean();
    expect(account).toMatchObject({ role: 'admin', staffRole: 'CONFIRMER', name: 'Ali Raza', isBlocked: false });

    const confirmer = await shop.login(email, 'staffpass1');
    expect((await shop.get('/api/v1/admin/confirmations', { token: confirmer })).status).not.toBe(403);
    const dashboard = await shop.get('/api/v1/admin/dashboard', { token: confirmer });
    expect({ status: dashboard.status, body: dashboard.body }).toEqual({
      status: 403,
      body: { success: false, message: DENIED },
    });
    expect((await shop.get('/api/v1/admin/staff', { token: confirmer })).status).toBe(403);

    const me = await shop.graphql('{ me { role staffRole permissions } }', undefined, confirmer);
    expect(me.data.me).toEqual({
      role: 'admin',
      staffRole: 'CONFIRMER',
      permissions: expect.arrayContaining(['orders:read', 'orders:confirm']),
    });

    // Used: the link no longer opens nor accepts, and the invitation leaves the pending list.
    expect(await shop.get(`/api/v1/staff-invites/${token}`)).toMatchObject({
      status: 404,
      body: { success: false, message: NOT_VALID },
    });
    expect(await accept(token, 'another1')).toMatchObject({ status: 404, body: { message: NOT_VALID } });
    const listed = await shop.get('/api/v1/admin/staff', { token: owner });
    expect(listed.body.data.invites.map((entry: { email: string }) => entry.email)).not.toContain(email);
    expect(listed.body.data.members.map((entry: { email: string }) => entry.email)).toContain(email);
  });

  test('two accepts at once: exactly one makes the account', async () => {
    const { token, email } = await invite(StaffRole.DISPATCHER);
    const answers = await Promise.all([accept(token, 'firstpass'), accept(token, 'secondpass')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(await shop.users.countDocuments({ email })).toBe(1);
    const winner = answers.find((answer) => answer.status === 201) === answers[0] ? 'firstpass' : 'secondpass';
    expect(await shop.login(email, winner)).toEqual(expect.any(String));
  });

  test('an unknown, malformed or expired link is not valid', async () => {
    const { token, email } = await invite(StaffRole.ACCOUNTANT);
    await invites().updateOne({ email }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    for (const path of [token, 'A'.repeat(43), 'short', '%24where']) {
      const read = await shop.get(`/api/v1/staff-invites/${path}`);
      expect({ path, status: read.status, body: read.body }).toEqual({
        path,
        status: 404,
        body: { success: false, message: NOT_VALID },
      });
    }
    expect(await accept(token)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
    expect(await shop.users.countDocuments({ email })).toBe(0);

    const graphql = await shop.graphql('query($token: String!) { staffInvite(token: $token) { name } }', { token });
    expect(graphql.errors?.[0]).toMatchObject({ message: NOT_VALID, extensions: { code: 'NOT_FOUND' } });
  });

  test('an e-mail that already has an account is refused (409), also when it got one after the invitation', async () => {
    const customer = await shop.registerCustomer();
    const refused = await shop.post(
      '/api/v1/admin/staff/invites',
      { name: 'Old Friend', email: customer.email.toUpperCase(), staffRole: 'MANAGER' },
      { token: owner },
    );
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { success: false, message: 'An account with this email already exists' },
    });

    const { token, email } = await invite(StaffRole.MANAGER);
    await shop.registerCustomer({ email });
    expect(await accept(token)).toMatchObject({
      status: 409,
      body: { success: false, message: 'An account with this email already exists' },
    });
    // The claim was given back: the invitation is still pending, and the account is still a customer's.
    expect((await invites().findOne({ email }).lean())!.acceptedAt).toBeNull();
    expect(await shop.users.findOne({ email }).lean()).toMatchObject({ role: 'user' });
  });

  test("name, e-mail, role and password are checked with registration's messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: uniqueEmail(), staffRole: 'CONFIRMER' }, 'Name is required'],
      [{ name: 'Al', email: uniqueEmail(), staffRole: 'CONFIRMER' }, 'Name must be at least 3 characters long'],
      [{ name: 'Ali 2', email: uniqueEmail(), staffRole: 'CONFIRMER' }, 'Name can only contain letters and spaces'],
      [{ name: 'Ali Raza', staffRole: 'CONFIRMER' }, 'Email is required'],
      [{ name: 'Ali Raza', email: 'not-an-email', staffRole: 'CONFIRMER' }, 'Please enter a valid email address'],
      [
        { name: 'Ali Raza', email: uniqueEmail(), staffRole: 'BOSS' },
        'Role must be one of: OWNER, MANAGER, CONFIRMER, DISPATCHER, ACCOUNTANT, CATALOGUE',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.post('/api/v1/admin/staff/invites', body, { token: owner });
      expect({ body, status: answer.status, answer: answer.body }).toEqual({
        body,
        status: 400,
        answer: { success: false, message },
      });
    }
    const graphql = await shop.graphql(
      'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { link } }',
      { input: { name: 'Al', email: uniqueEmail(), staffRole: 'CONFIRMER' } },
      owner,
    );
    expect(graphql.errors?.[0].message).toBe('Name must be at least 3 characters long');
    expect(await invites().countDocuments({ name: 'Al' })).toBe(0);

    const { token, email } = await invite(StaffRole.CATALOGUE);
    for (const [password, message] of [
      [undefined, 'Password is required'],
      ['12345', 'Password must be at least 6 characters long'],
      ['x'.repeat(21), 'Password must not exceed 20 characters'],
    ] as const) {
      const answer = await shop.post(`/api/v1/staff-invites/${token}/accept`, { password });
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 400, body: { success: false, message } });
    }
    // Refused passwords leave the invitation usable.
    expect((await accept(token)).status).toBe(201);
    expect(await shop.users.findOne({ email }).lean()).toMatchObject({ staffRole: 'CATALOGUE' });
  });

  test('inviting the same e-mail again replaces the pending invitation; a revoked one no longer works', async () => {
    const first = await invite(StaffRole.CONFIRMER);
    const second = await invite(StaffRole.DISPATCHER, first.email.toUpperCase(), 'Ali Khan');
    expect(second.invite._id).toBe(first.invite._id);
    expect(await invites().countDocuments({ email: first.email })).toBe(1);
    expect((await shop.get(`/api/v1/staff-invites/${first.token}`)).status).toBe(404);
    expect((await shop.get(`/api/v1/staff-invites/${second.token}`)).body.data).toMatchObject({
      name: 'Ali Khan',
      staffRole: 'DISPATCHER',
    });

    const revoked = await shop.delete(`/api/v1/admin/staff/invites/${second.invite._id}`, { token: owner });
    expect(revoked.body).toEqual({ success: true, message: 'Invitation revoked' });
    expect((await shop.get(`/api/v1/staff-invites/${second.token}`)).status).toBe(404);
    expect(await accept(second.token)).toMatchObject({ status: 404 });
    const again = await shop.delete(`/api/v1/admin/staff/invites/${second.invite._id}`, { token: owner });
    expect({ status: again.status, body: again.body }).toEqual({
      status: 404,
      body: { success: false, message: 'Invitation not found' },
    });
  });

  test('GraphQL: invite, read, accept, list, change the role and remove', async () => {
    const email = uniqueEmail('graphql');
    const invited = await shop.graphql(
      'mutation($input: InviteStaffInput!) { inviteStaff(input: $input) { link invite { id email staffRole } } }',
      { input: { name: 'Hina Ali', email, staffRole: 'ACCOUNTANT' } },
      owner,
    );
    expect(invited.errors).toBeUndefined();
    const token = LINK.exec(invited.data.inviteStaff.link)![1];
    const read = await shop.graphql(
      'query($token: String!) { staffInvite(token: $token) { name email staffRole shopName } }',
      { token },
    );
    expect(read.data.staffInvite).toMatchObject({
      name: 'Hina Ali',
      email: email.toLowerCase(),
      staffRole: 'ACCOUNTANT',
    });
    const accepted = await shop.graphql(
      'mutation($token: String!, $input: AcceptStaffInviteInput!) { acceptStaffInvite(token: $token, input: $input) { id role staffRole } }',
      { token, input: { password: 'hinapass1' } },
    );
    expect(accepted.data.acceptStaffInvite).toMatchObject({ role: 'admin', staffRole: 'ACCOUNTANT' });
    const id = accepted.data.acceptStaffInvite.id;

    const overview = await shop.graphql('{ staffOverview { members { id staffRole } invites { id } } }', {}, owner);
    expect(overview.data.staffOverview.members).toContainEqual({ id, staffRole: 'ACCOUNTANT' });

    const changed = await shop.graphql(
      'mutation($id: ID!) { setStaffRole(id: $id, staffRole: CATALOGUE) { id staffRole permissions } }',
      { id },
      owner,
    );
    expect(changed.data.setStaffRole).toEqual({
      id,
      staffRole: 'CATALOGUE',
      permissions: ['catalogue:read', 'catalogue:write'],
    });
    // The new role applies at the member's next request, with the token they already hold.
    const token2 = await shop.login(email, 'hinapass1');
    expect((await shop.get('/api/v1/admin/dashboard', { token: token2 })).status).toBe(403);

    const removed = await shop.graphql('mutation($id: ID!) { removeStaffMember(id: $id) }', { id }, owner);
    expect(removed.data.removeStaffMember).toBe(true);
    expect(await shop.users.countDocuments({ email: email.toLowerCase() })).toBe(0);
    expect((await shop.get('/api/v1/admin/products', { token: token2 })).status).toBe(401);
  });

  test("REST: change a role and remove a member; a customer is no staff member; one's own account is refused", async () => {
    const member = await shop.staffMember(StaffRole.CONFIRMER);
    const changed = await shop.put(
      `/api/v1/admin/staff/${member.id}/role`,
      { staffRole: 'DISPATCHER' },
      { token: owner },
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: 'Role changed', data: { staffRole: 'DISPATCHER' } });
    expect((await shop.get('/api/v1/admin/confirmations', { token: member.token })).status).toBe(403);

    const bad = await shop.put(`/api/v1/admin/staff/${member.id}/role`, { staffRole: 'KING' }, { token: owner });
    expect(bad.status).toBe(400);

    const customer = await shop.registerCustomer();
    for (const answer of [
      await shop.put(`/api/v1/admin/staff/${customer.user._id}/role`, { staffRole: 'OWNER' }, { token: owner }),
      await shop.delete(`/api/v1/admin/staff/${customer.user._id}`, { token: owner }),
      await shop.delete('/api/v1/admin/staff/not-an-id', { token: owner }),
    ])
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 404,
        body: { success: false, message: 'Staff member not found' },
      });
    expect(await shop.users.findById(customer.user._id).lean()).toMatchObject({ role: 'user' });

    const removed = await shop.delete(`/api/v1/admin/staff/${member.id}`, { token: owner });
    expect(removed.body).toEqual({ success: true, message: 'Staff member removed' });
    expect(await shop.users.findById(member.id).lean()).toBeNull();
  });

  test('the last Owner is neither demoted nor removed', async () => {
    const me = ownerId;
    const demote = await shop.put(`/api/v1/admin/staff/${me}/role`, { staffRole: 'MANAGER' }, { token: owner });
    expect({ status: demote.status, body: demote.body }).toEqual({
      status: 400,
      body: { success: false, message: 'You cannot change your own role' },
    });
    const remove = await shop.delete(`/api/v1/admin/staff/${me}`, { token: owner });
    expect({ status: remove.status, body: remove.body }).toEqual({
      status: 400,
      body: { success: false, message: 'You cannot delete your own account' },
    });

    // Two Owners demoting each other at once: never both; at least one active Owner is left.
    const other = await shop.staffMember(StaffRole.OWNER);
    const answers = await Promise.all([
      shop.put(`/api/v1/admin/staff/${other.id}/role`, { staffRole: 'MANAGER' }, { token: owner }),
      shop.put(`/api/v1/admin/staff/${me}/role`, { staffRole: 'MANAGER' }, { token: other.token }),
    ]);
    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    for (const answer of answers.filter((answer) => answer.status === 400))
      expect(answer.body.message).toBe('The shop needs at least one owner');
    const owners = await shop.users.find(ACTIVE_OWNERS).lean();
    expect(owners.length).toBeGreaterThanOrEqual(1);
    // Put the demo Owner back for the suite, whatever the race left.
    await shop.users.updateOne({ email: 'admin@volt.demo' }, { $set: { staffRole: StaffRole.OWNER } });
  });

  test('a Manager is refused every staff operation (403), REST and GraphQL', async () => {
    const manager = await shop.staffMember(StaffRole.MANAGER);
    const member = await shop.staffMember(StaffRole.CONFIRMER);
    const { invite: pending } = await invite(StaffRole.CONFIRMER);
    const as = { token: manager.token };
    for (const answer of [
      await shop.get('/api/v1/admin/staff', as),
      await shop.post(
        '/api/v1/admin/staff/invites',
        { name: 'Ali Raza', email: uniqueEmail(), staffRole: 'OWNER' },
        as,
      ),
      await shop.delete(`/api/v1/admin/staff/invites/${pending._id}`, as),
      await shop.put(`/api/v1/admin/staff/${member.id}/role`, { staffRole: 'OWNER' }, as),
      await shop.put(`/api/v1/admin/staff/${manager.id}/role`, { staffRole: 'OWNER' }, as),
      await shop.delete(`/api/v1/admin/staff/${member.id}`, as),
      // The customers' screen does not reach staff accounts either.
      await shop.delete(`/api/v1/admin/users/${member.id}`, as),
    ])
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 403,
        body: { success: false, message: DENIED },
      });
    for (const operation of [
      '{ staffOverview { members { id } } }',
      `mutation { inviteStaff(input: { name: "Ali Raza", email: "${uniqueEmail()}", staffRole: OWNER }) { link } }`,
      `mutation { revokeStaffInvite(id: "${pending._id}") }`,
      `mutation { setStaffRole(id: "${manager.id}", staffRole: OWNER) { id } }`,
      `mutation { removeStaffMember(id: "${member.id}") }`,
    ]) {
      const answer = await shop.graphql(operation, undefined, manager.token);
      expect({ operation, code: answer.errors?.[0]?.extensions?.code }).toEqual({ operation, code: 'FORBIDDEN' });
    }
    expect(await shop.users.findById(manager.id).lean()).toMatchObject({ staffRole: 'MANAGER' });
    expect(await shop.users.findById(member.id).lean()).toMatchObject({ staffRole: 'CONFIRMER' });
    expect(await invites().countDocuments({ _id: pending._id })).toBe(1);
  });
});

describe('Staff invitation links are rate limited per address', () => {
  test('the 31st view or acceptance within the hour from one address answers 429', async () => {
    const shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
    try {
      const owner = await shop.login('admin@volt.demo', 'admin123');
      const invited = await shop.post(
        '/api/v1/admin/staff/invites',
        { name: 'Ali Raza', email: uniqueEmail(), staffRole: 'CONFIRMER' },
        { token: owner },
      );
      const token = LINK.exec(invited.body.data.link)![1];
      for (let i = 0; i < 29; i++) expect((await shop.get(`/api/v1/staff-invites/${'B'.repeat(43)}`)).status).toBe(404);
      expect((await shop.get(`/api/v1/staff-invites/${token}`)).status).toBe(200);
      const refused = await shop.post(`/api/v1/staff-invites/${token}/accept`, { password: 'staffpass1' });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Too many attempts from this address\./);
      expect(await shop.users.countDocuments({ role: 'admin', staffRole: StaffRole.CONFIRMER })).toBe(0);
    } finally {
      await shop.stop();
    }
  });
});
