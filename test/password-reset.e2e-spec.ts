import { randomInt } from 'node:crypto';
import {
  CODE_TRIES,
  PASSWORD_RESET_DONE,
  PasswordResetService,
  RESET_CODE_NOT_VALID,
  RESET_LINK_NOT_VALID,
  RESET_SENT_BY_EMAIL,
  RESET_SENT_BY_WHATSAPP,
} from '../server/src/auth/password-reset.service';
import { fakeWhatsApp, LocalSmtp, resetLinkIn } from './support/local-smtp';
import { waitFor } from './support/processes';
import { TestShop, uniqueEmail } from './support/test-shop';

/** A Pakistani mobile number of its own, as typed, and as the Cloud API receives it. */
const uniquePhone = () => {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { typed: `0301 ${digits}`, wa: `92301${digits}` };
};

/** Each test sends from an address of its own (TRUST_PROXY=loopback), so the per-address limits are its own. */
let addressCount = 0;
const newAddress = () => ({
  'x-forwarded-for': `10.9.${Math.floor(++addressCount / 250)}.${(addressCount % 250) + 1}`,
});

const RESET_REQUEST = `mutation Ask($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { message channel }
}`;
const RESET = `mutation Reset($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`;

describe('Forgot password (e-mail through SMTP, codes by WhatsApp)', () => {
  const smtp = new LocalSmtp();
  const whatsapp = fakeWhatsApp();
  let shop: TestShop;
  let resets: PasswordResetService;

  beforeAll(async () => {
    const [smtpUrl, apiUrl] = await Promise.all([smtp.start(), whatsapp.start()]);
    shop = await TestShop.start(
      {},
      {
        SMTP_URL: smtpUrl,
        MAIL_FROM: 'Volt Accessories <shop@volt.test>',
        WHATSAPP_TOKEN: 'test-token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_API_URL: apiUrl,
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'loopback',
      },
    );
    resets = shop.shop.app.get(PasswordResetService);
  });
  afterAll(async () => {
    await shop.stop();
    await Promise.all([smtp.stop(), whatsapp.stop()]);
  });

  const resetModel = () =>
    shop.model<{ userId: string; secretHash: string; expiresAt: Date; usedAt: Date | null }>('PasswordResetRecord');

  /** A customer of their own, registered from an address of their own. */
  async function customer() {
    const phone = uniquePhone();
    const account = { name: 'Sana Malik', email: uniqueEmail('reset'), phone: phone.typed, password: 'oldpass1' };
    const answer = await shop.post('/api/v1/auth/register', account, { headers: newAddress() });
    expect(answer.status).toBe(201);
    return {
      ...account,
      wa: phone.wa,
      token: answer.body.data.token as string,
      id: answer.body.data.user._id as string,
    };
  }

  const ask = (body: Record<string, unknown>, headers = newAddress()) =>
    shop.post('/api/v1/auth/forgot-password', body, { headers });
  const reset = (body: Record<string, unknown>, headers = newAddress()) =>
    shop.post('/api/v1/auth/reset-password', body, { headers });
  const profileStatus = async (token: string) => (await shop.get('/api/v1/user/profile', { token })).status;
  const signsIn = async (email: string, password: string) =>
    (await shop.post('/api/v1/auth/login', { email, password }, { headers: newAddress() })).status === 200;

  /** Asks for a reset of this e-mail and answers the link of the e-mail that arrives. */
  async function linkFor(email: string): Promise<string> {
    const before = smtp.to(email).length;
    expect((await ask({ email })).status).toBe(200);
    await waitFor(() => smtp.to(email).length > before, 10_000, `the e-mail to ${email}`);
    return resetLinkIn(smtp.to(email).at(-1)!.text)!;
  }
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  test('a link by e-mail, in text and HTML; the reset ends every earlier token and the link works once', async () => {
    const sana = await customer();
    const answer = await ask({ email: sana.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true, message: RESET_SENT_BY_EMAIL, data: { channel: 'email' } });
    await waitFor(() => smtp.to(sana.email).length === 1, 10_000, 'the reset e-mail');
    const mail = smtp.to(sana.email)[0];
    expect(mail.from).toBe('"Volt Accessories" <shop@volt.test>');
    expect(mail.subject).toBe('Reset your Volt Accessories password');
    expect(mail.text).toContain('Hello Sana Malik,');
    expect(mail.text).toContain('The link works once and expires in 30 minutes.');
    const link = resetLinkIn(mail.text)!;
    expect(link).toMatch(
      new RegExp(`^${shop.baseUrl.replace('127.0.0.1', 'localhost')}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Hello Sana Malik,');
    // Only a hash of the token is kept.
    const stored = await resetModel().findOne({ userId: sana.id }).lean();
    expect(stored?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));

    expect(await profileStatus(sana.token)).toBe(200);
    const done = await reset({ token: tokenOf(link), password: 'newpass1' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true, message: PASSWORD_RESET_DONE });
    expect(await profileStatus(sana.token)).toBe(401);
    expect(await signsIn(sana.email, 'oldpass1')).toBe(false);
    expect(await signsIn(sana.email, 'newpass1')).toBe(true);

    const again = await reset({ token: tokenOf(link), password: 'another1' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, message: RESET_LINK_NOT_VALID });
    expect(await signsIn(sana.email, 'newpass1')).toBe(true);
  });

  test('over GraphQL: the new password follows the registration rules and messages, and a refused one spends nothing', async () => {
    const sana = await customer();
    const asked = await shop.graphql(RESET_REQUEST, { input: { email: sana.email } });
    expect(asked.data.requestPasswordReset).toEqual({ message: RESET_SENT_BY_EMAIL, channel: 'EMAIL' });
    await waitFor(() => smtp.to(sana.email).length === 1, 10_000, 'the reset e-mail');
    const token = tokenOf(resetLinkIn(smtp.to(sana.email)[0].text)!);
    const rules: Array<[unknown, string]> = [
      ['', 'Password is required'],
      ['12345', 'Password must be at least 6 characters long'],
      ['a'.repeat(21), 'Password must not exceed 20 characters'],
    ];
    for (const [password, message] of rules) {
      const graphql = await shop.graphql(RESET, { input: { token, password } });
      expect(graphql.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      const rest = await reset({ token, password });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ message });
    }
    const done = await shop.graphql(RESET, { input: { token, password: 'newpass2' } });
    expect(done.data.resetPassword).toEqual({ message: PASSWORD_RESET_DONE });
    const reused = await shop.graphql(RESET, { input: { token, password: 'newpass3' } });
    expect(reused.errors?.[0]).toMatchObject({ message: RESET_LINK_NOT_VALID, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await signsIn(sana.email, 'newpass2')).toBe(true);
  });

  test('an expired link and an earlier link are refused, and leave the password as it was', async () => {
    const sana = await customer();
    const first = await linkFor(sana.email);
    const second = await linkFor(sana.email);
    const earlier = await reset({ token: tokenOf(first), password: 'newpass1' });
    expect(earlier.status).toBe(400);
    expect(earlier.body.message).toBe(RESET_LINK_NOT_VALID);

    await resetModel().updateMany({ userId: sana.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset({ token: tokenOf(second), password: 'newpass1' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(RESET_LINK_NOT_VALID);
    expect(await signsIn(sana.email, 'oldpass1')).toBe(true);
    expect(await profileStatus(sana.token)).toBe(200);

    for (const token of ['', 'short', 'x'.repeat(43), { $ne: null }]) {
      const answer = await reset({ token, password: 'newpass1' });
      expect(answer.status).toBe(400);
    }
  });

  test('the same answer for an unknown e-mail or phone, and nothing is sent', async () => {
    const sana = await customer();
    const nobody = uniqueEmail('nobody');
    const known = await ask({ email: sana.email });
    const unknown = await ask({ email: nobody });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const knownPhone = await ask({ phone: sana.phone });
    const unknownPhone = await ask({ phone: uniquePhone().typed });
    expect(unknownPhone.status).toBe(200);
    expect(unknownPhone.body).toEqual(knownPhone.body);
    expect(knownPhone.body).toEqual({ success: true, message: RESET_SENT_BY_WHATSAPP, data: { channel: 'whatsapp' } });
    await resets.settled();
    expect(smtp.to(nobody)).toEqual([]);
    expect(smtp.to(sana.email)).toHaveLength(1);
    expect(whatsapp.valuesTo(sana.wa)).toHaveLength(1);
  });

  test('the answer does not wait for the account to be found nor for the mail server, so its time tells nothing', async () => {
    const sana = await customer();
    smtp.hold();
    try {
      const answer = await ask({ email: sana.email });
      expect(answer.status).toBe(200);
      // The e-mail is still waiting at the mail server when the answer has come.
      await waitFor(() => smtp.waiting === 1, 10_000, 'the e-mail at the mail server');
      expect(smtp.to(sana.email)).toHaveLength(0);
    } finally {
      smtp.release();
    }
    await waitFor(() => smtp.to(sana.email).length === 1, 10_000, 'the released e-mail');

    // A loose comparison of the answers' times, taken in turns: the same work answers both.
    const others = await Promise.all([customer(), customer(), customer(), customer(), customer()]);
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await ask({ email })).status).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (const other of others) {
      knownTimes.push(await timed(other.email));
      unknownTimes.push(await timed(uniqueEmail('nobody')));
    }
    const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(250);
    await resets.settled();
  });

  test('a 6-digit code by WhatsApp to the account phone: a wrong code is refused, the right one works once', async () => {
    const sana = await customer();
    const asked = await shop.graphql(RESET_REQUEST, { input: { phone: sana.phone } });
    expect(asked.data.requestPasswordReset).toEqual({ message: RESET_SENT_BY_WHATSAPP, channel: 'WHATSAPP' });
    await waitFor(() => whatsapp.valuesTo(sana.wa).length === 1, 10_000, 'the WhatsApp code');
    const call = whatsapp.calls.find((entry) => entry.body.to === sana.wa)!;
    expect(call.path).toBe('/v21.0/1234567890/messages');
    expect(call.body.template).toMatchObject({ name: 'password_reset_code', language: { code: 'en' } });
    const [code] = whatsapp.valuesTo(sana.wa)[0];
    expect(code).toMatch(/^[0-9]{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await reset({ phone: sana.phone, code: wrong, password: 'newpass1' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(RESET_CODE_NOT_VALID);
    expect(await profileStatus(sana.token)).toBe(200);

    const done = await shop.graphql(RESET, { input: { phone: sana.phone, code, password: 'newpass1' } });
    expect(done.data.resetPassword).toEqual({ message: PASSWORD_RESET_DONE });
    expect(await profileStatus(sana.token)).toBe(401);
    expect(await signsIn(sana.email, 'newpass1')).toBe(true);
    const reused = await reset({ email: sana.email, code, password: 'newpass2' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(RESET_CODE_NOT_VALID);
  });

  test(`${CODE_TRIES} wrong codes end the code; an expired code is refused`, async () => {
    const sana = await customer();
    expect((await ask({ phone: sana.phone })).status).toBe(200);
    await waitFor(() => whatsapp.valuesTo(sana.wa).length === 1, 10_000, 'the WhatsApp code');
    const [code] = whatsapp.valuesTo(sana.wa)[0];
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < CODE_TRIES; i++) {
      expect((await reset({ phone: sana.phone, code: wrong, password: 'newpass1' })).status).toBe(400);
    }
    const ended = await reset({ phone: sana.phone, code, password: 'newpass1' });
    expect(ended.status).toBe(400);
    expect(ended.body.message).toBe(RESET_CODE_NOT_VALID);

    expect((await ask({ phone: sana.phone })).status).toBe(200);
    await waitFor(() => whatsapp.valuesTo(sana.wa).length === 2, 10_000, 'a second WhatsApp code');
    const [second] = whatsapp.valuesTo(sana.wa)[1];
    await resetModel().updateMany({ userId: sana.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await reset({ phone: sana.phone, code: second, password: 'newpass1' });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(RESET_CODE_NOT_VALID);
    expect(await signsIn(sana.email, 'oldpass1')).toBe(true);
  });

  test('rate limits: 5 requests an hour for one e-mail, 20 from one address, answered 429 with a clear message', async () => {
    const sana = await customer();
    for (let i = 0; i < 5; i++) expect((await ask({ email: sana.email })).status).toBe(200);
    const sixth = await ask({ email: sana.email });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Too many password reset requests for this account\. Please try again in \d+ minutes?\.$/,
    );
    // The same for an e-mail no account has: the limit tells nothing either.
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await ask({ email: nobody })).status).toBe(200);
    expect((await ask({ email: nobody })).status).toBe(429);

    const address = newAddress();
    for (let i = 0; i < 20; i++) expect((await ask({ email: uniqueEmail('many') }, address)).status).toBe(200);
    const past = await ask({ email: uniqueEmail('many') }, address);
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(/^Too many password reset requests from this address\./);
    await resets.settled();
  });

  test('bad input answers 400 with a clear message', async () => {
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/v1/auth/forgot-password', {}, 'Please enter your email or phone number'],
      ['/api/v1/auth/forgot-password', { email: '' }, 'Please enter your email or phone number'],
      ['/api/v1/auth/forgot-password', { email: 'not-an-email' }, 'Please enter a valid email address'],
      ['/api/v1/auth/forgot-password', { email: ['a@b.pk'] }, 'Please enter a valid email address'],
      ['/api/v1/auth/forgot-password', { phone: '12' }, 'Please enter a valid phone number'],
      ['/api/v1/auth/reset-password', { password: 'newpass1' }, 'Please enter your email or phone number'],
      ['/api/v1/auth/reset-password', { email: 'a@b.pk', password: 'newpass1' }, 'Please enter the 6-digit code'],
      [
        '/api/v1/auth/reset-password',
        { email: 'a@b.pk', code: '12ab56', password: 'x' },
        'The code is the 6 digits we sent you',
      ],
      ['/api/v1/auth/reset-password', { token: 42, password: 'newpass1' }, 'This reset link is not valid'],
    ];
    for (const [path, body, message] of cases) {
      const answer = await shop.post(path, body, { headers: newAddress() });
      expect({ path, body, status: answer.status, message: answer.body.message }).toEqual({
        path,
        body,
        status: 400,
        message,
      });
    }
  });
});
