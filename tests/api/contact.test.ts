import { LIMITS } from '@leerpunt/shared/limits';
import { MESSAGES } from '@leerpunt/shared/messages';
import { toGlobalId } from '../../server/src/graphql/global-id';
import { RATE_RULES } from '../../server/src/modules/rate-limit/rate-limit.rules';
import { apiClient, type ApiClient } from '../support/client';
import { createUser } from '../support/factories';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let api: ApiClient;

beforeAll(async () => {
  t = await startTestApp({ SUPPORT_EMAIL: 'help@leerpunt.test' });
  api = apiClient(t.url);
});
afterAll(() => t.close());

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Femke Visser',
  email: 'femke@example.test',
  subject: 'Certificate name',
  message: 'My certificate shows my maiden name.\n\nCould you change it to Visser?',
  ...overrides,
});

const outboxFor = async (to: string, template: string) => (await t.services.mail.recent(200)).filter((m) => m.to === to && m.template === template);

describe('POST /api/contact', () => {
  it('needs a bearer token', async () => {
    expect((await api.post('/api/contact', contactForm())).status).toBe(401);
  });

  it('stores the message, mails it to support and acknowledges it to the member', async () => {
    const { user, token } = await createUser(t.services, { firstName: 'Femke' });
    const subject = `Certificate name ${user.id}`;
    const res = await api.post('/api/contact', contactForm({ subject, user_id: user.id, email: '  Femke@Example.TEST ' }), token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: MESSAGES.contactSuccess, id: expect.any(Number) });

    const rows = await t.db.query('SELECT user_id, name, email, subject, message FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(rows[0]).toEqual({ user_id: user.id, name: 'Femke Visser', email: 'femke@example.test', subject, message: contactForm().message });

    const [toSupport] = (await outboxFor('help@leerpunt.test', 'contact_message')).filter((m) => m.subject.includes(subject));
    expect(toSupport.subject).toBe(`[Contact #${res.body.id}] ${subject}`);
    expect(toSupport.text).toContain('From: Femke Visser <femke@example.test>');
    expect(toSupport.text).toContain(`Member #${user.id}`);
    expect(toSupport.text).toContain('Could you change it to Visser?');
    expect(toSupport.html).toContain('My certificate shows my maiden name.');

    const [ack] = await outboxFor(user.email, 'contact_acknowledgement');
    expect(ack.text).toContain('We reply within 24 hours on weekdays.');
    expect(ack.text).toContain(`reference #${res.body.id}`);
  });

  it('keeps the subject on one line', async () => {
    const { token } = await createUser(t.services);
    const res = await api.post('/api/contact', contactForm({ subject: 'Line one\r\nBcc: victim@example.test' }), token);
    expect(res.status).toBe(201);
    const rows = await t.db.query('SELECT subject FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(rows[0].subject).toBe('Line one Bcc: victim@example.test');
    const [mail] = (await outboxFor('help@leerpunt.test', 'contact_message')).filter((m) => m.subject.startsWith(`[Contact #${res.body.id}]`));
    expect(mail.subject).toBe(`[Contact #${res.body.id}] Line one Bcc: victim@example.test`);
  });

  it('escapes the member text in the HTML mail', async () => {
    const { token } = await createUser(t.services);
    const res = await api.post('/api/contact', contactForm({ subject: 'Markup test', message: '<script>alert(1)</script>' }), token);
    expect(res.status).toBe(201);
    const [mail] = (await outboxFor('help@leerpunt.test', 'contact_message')).filter((m) => m.subject.endsWith('Markup test'));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it.each([
    ['no name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['no email', { email: '' }, 'Email is required'],
    ['a malformed email', { email: 'femke-at-example' }, 'Please enter a valid email address'],
    ['no subject', { subject: undefined }, 'Subject is required'],
    ['no message', { message: '' }, 'Message is required'],
    ['a too long name', { name: 'n'.repeat(LIMITS.contactNameMax + 1) }, `Name must be at most ${LIMITS.contactNameMax} characters`],
    ['a too long subject', { subject: 's'.repeat(LIMITS.contactSubjectMax + 1) }, `Subject must be at most ${LIMITS.contactSubjectMax} characters`],
    ['a too long message', { message: 'm'.repeat(LIMITS.contactMessageMax + 1) }, `Message must be at most ${LIMITS.contactMessageMax} characters`],
    ['a non-text message', { message: { text: 'hi' } }, 'Message must be text'],
    ['a malformed user_id', { user_id: 'abc' }, 'user_id must be a positive integer'],
  ])('answers 400 for %s', async (_label, override, message) => {
    const { token } = await createUser(t.services);
    const res = await api.post('/api/contact', contactForm(override), token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('rejects bodies that are not JSON objects', async () => {
    const { token } = await createUser(t.services);
    expect((await api.raw('POST', '/api/contact', '["x"]', token)).status).toBe(400);
    expect((await api.raw('POST', '/api/contact', '{"name":', token)).status).toBe(400);
  });

  it("refuses another member's user_id with 403; admins may send for a member", async () => {
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    const other = await api.post('/api/contact', contactForm({ user_id: b.user.id }), a.token);
    expect(other.status).toBe(403);
    expect(await t.db.query('SELECT id FROM contact_messages WHERE user_id = $1', [b.user.id])).toEqual([]);

    expect((await api.post('/api/contact', contactForm({ user_id: String(a.user.id) }), a.token)).status).toBe(201);

    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const onBehalf = await api.post('/api/contact', contactForm({ user_id: b.user.id }), admin.token);
    expect(onBehalf.status).toBe(201);
    const rows = await t.db.query('SELECT user_id FROM contact_messages WHERE id = $1', [onBehalf.body.id]);
    expect(rows[0].user_id).toBe(b.user.id);
    expect((await api.post('/api/contact', contactForm({ user_id: 99999999 }), admin.token)).status).toBe(404);
  });

  it('works for members without an active subscription (they may need support most)', async () => {
    const { token } = await createUser(t.services, { plan: null });
    expect((await api.post('/api/contact', contactForm(), token)).status).toBe(201);
  });

  it('rate-limits each member with 429', async () => {
    const { user, token } = await createUser(t.services);
    for (let i = 0; i < RATE_RULES.contactPerUser.limit; i++) await t.services.rateLimit.hit(RATE_RULES.contactPerUser, String(user.id));
    const res = await api.post('/api/contact', contactForm(), token);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await t.db.query('SELECT id FROM contact_messages WHERE user_id = $1', [user.id])).toEqual([]);
  });
});

describe('POST /api/article-requests', () => {
  it('needs a bearer token', async () => {
    expect((await api.post('/api/article-requests', { topic: 'IFRS 17' })).status).toBe(401);
  });

  it("stores a request, defaulting to English and the member's profession", async () => {
    const { user, token } = await createUser(t.services, { profession: 'Auditor' });
    const res = await api.post('/api/article-requests', { topic: 'IFRS 17 insurance contracts', user_id: user.id, language: '', description: '  ' }, token);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(MESSAGES.requestSuccess);
    expect(res.body.request).toMatchObject({
      user_id: user.id,
      language: 'English',
      profession_category: 'Auditor',
      topic: 'IFRS 17 insurance contracts',
      description: null,
    });
    const rows = await t.db.query('SELECT language, profession_category, topic, description FROM article_requests WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ language: 'English', profession_category: 'Auditor', topic: 'IFRS 17 insurance contracts', description: null }]);
  });

  it('keeps the chosen language, profession category and description', async () => {
    const { token } = await createUser(t.services);
    const res = await api.post(
      '/api/article-requests',
      { language: 'Dutch', profession_category: 'Tax Advisor', topic: 'Box 3', description: 'The new regime after the Supreme Court ruling.' },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({
      language: 'Dutch',
      profession_category: 'Tax Advisor',
      topic: 'Box 3',
      description: 'The new regime after the Supreme Court ruling.',
    });
  });

  it.each([
    ['no topic', { topic: '' }, 'Topic is required'],
    ['an unknown language', { language: 'Klingon' }, 'Please choose a language from the list'],
    ['a too long topic', { topic: 't'.repeat(LIMITS.requestTopicMax + 1) }, `Topic must be at most ${LIMITS.requestTopicMax} characters`],
    [
      'a too long description',
      { description: 'd'.repeat(LIMITS.requestDescriptionMax + 1) },
      `Description must be at most ${LIMITS.requestDescriptionMax} characters`,
    ],
    ['a non-text language', { language: 3 }, 'Language must be text'],
  ])('answers 400 for %s', async (_label, override, message) => {
    const { token } = await createUser(t.services);
    const res = await api.post('/api/article-requests', { topic: 'IFRS 17', ...override }, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it("refuses another member's user_id with 403", async () => {
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    expect((await api.post('/api/article-requests', { topic: 'IFRS 17', user_id: b.user.id }, a.token)).status).toBe(403);
    expect(await t.db.query('SELECT id FROM article_requests WHERE user_id = $1', [b.user.id])).toEqual([]);
  });
});

describe('GraphQL: forms and the admin lists', () => {
  const SEND =
    'mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { contactMessage { id databaseId userId subject } message userErrors { field message code } } }';
  const REQUEST =
    'mutation($input: ArticleRequestInput!) { requestArticle(input: $input) { articleRequest { id databaseId userId requesterName professionCategory topic } message userErrors { field message code } } }';
  const LIST_CONTACT = '{ contactMessages(first: 100) { edges { node { id userId name email subject message createdAt } } } }';
  const LIST_REQUESTS =
    '{ articleRequests(first: 100) { edges { node { id databaseId userId requesterName requesterEmail language professionCategory topic description createdAt } } } }';
  const nodes = <T>(connection: { edges: Array<{ node: T }> }) => connection.edges.map((e) => e.node);

  it('sends the contact form and requests an article', async () => {
    const { user, token } = await createUser(t.services, { profession: 'Nurse', firstName: 'Noor' });
    const sent = await api.gql(SEND, { input: contactForm({ subject: `GraphQL ${user.id}` }) }, token);
    expect(sent.body.data.sendContactMessage).toEqual({
      contactMessage: { id: expect.any(String), databaseId: expect.any(Number), userId: String(user.id), subject: `GraphQL ${user.id}` },
      message: MESSAGES.contactSuccess,
      userErrors: [],
    });
    const message = sent.body.data.sendContactMessage.contactMessage;
    expect(message.id).toBe(toGlobalId('ContactMessage', message.databaseId));
    const requested = await api.gql(REQUEST, { input: { topic: `Wound care ${user.id}`, description: 'Pressure ulcers' } }, token);
    expect(requested.body.data.requestArticle).toEqual({
      articleRequest: {
        id: expect.any(String),
        databaseId: expect.any(Number),
        userId: String(user.id),
        requesterName: 'Noor User',
        professionCategory: 'Nurse',
        topic: `Wound care ${user.id}`,
      },
      message: MESSAGES.requestSuccess,
      userErrors: [],
    });
    const request = requested.body.data.requestArticle.articleRequest;
    expect(request.id).toBe(toGlobalId('ArticleRequest', request.databaseId));

    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    const messages = nodes((await api.gql(LIST_CONTACT, {}, admin.token)).body.data.contactMessages);
    expect(messages[0]).toMatchObject({
      id: sent.body.data.sendContactMessage.contactMessage.id,
      userId: String(user.id),
      subject: `GraphQL ${user.id}`,
      name: 'Femke Visser',
    });
    const requests = nodes<{ id: string; databaseId: number }>((await api.gql(LIST_REQUESTS, {}, admin.token)).body.data.articleRequests);
    expect(requests[0]).toMatchObject({
      id: requested.body.data.requestArticle.articleRequest.id,
      userId: String(user.id),
      requesterName: 'Noor User',
      requesterEmail: user.email,
      language: 'ENGLISH',
      professionCategory: 'Nurse',
      topic: `Wound care ${user.id}`,
      description: 'Pressure ulcers',
    });
    const ids = requests.map((r) => r.databaseId);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('reports validation as userErrors by field, ownership and authentication as error codes', async () => {
    const a = await createUser(t.services);
    const b = await createUser(t.services);
    const invalid = await api.gql(SEND, { input: contactForm({ email: 'nope' }) }, a.token);
    expect(invalid.body.errors).toBeUndefined();
    expect(invalid.body.data.sendContactMessage).toEqual({
      contactMessage: null,
      message: null,
      userErrors: [{ field: ['email'], message: 'Please enter a valid email address', code: 'BAD_USER_INPUT' }],
    });
    const long = await api.gql(REQUEST, { input: { topic: 'IFRS 17', professionCategory: 'x'.repeat(LIMITS.requestProfessionMax + 1) } }, a.token);
    expect(long.body.data.requestArticle.userErrors).toEqual([
      { field: ['professionCategory'], message: `Profession category must be at most ${LIMITS.requestProfessionMax} characters`, code: 'BAD_USER_INPUT' },
    ]);
    const other = await api.gql(REQUEST, { input: { topic: 'x', userId: b.user.id } }, a.token);
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.gql(SEND, { input: contactForm() })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the admin lists to admins', async () => {
    const { token } = await createUser(t.services);
    expect((await api.gql(LIST_CONTACT, {}, token)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api.gql(LIST_REQUESTS, {}, token)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await api.gql(LIST_CONTACT);
    expect(anonymous.body.data).toBeNull();
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(anonymous.body.errors?.[0].extensions?.code);
  });

  it('pages the admin lists', async () => {
    const admin = await createUser(t.services, { isAdmin: true, plan: null });
    for (const list of ['contactMessages', 'articleRequests']) {
      const query = `query($first: Int, $after: String) { ${list}(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage endCursor } totalCount } }`;
      const all = (await api.gql(query, { first: 100 }, admin.token)).body.data[list];
      expect(all.edges.length).toBeGreaterThan(2);
      expect(all.totalCount).toBe(all.edges.length);
      const first = (await api.gql(query, { first: 1 }, admin.token)).body.data[list];
      expect(first.pageInfo.hasNextPage).toBe(true);
      const page = (await api.gql(query, { first: 1, after: first.pageInfo.endCursor }, admin.token)).body.data[list];
      expect(page.edges.map((e: { node: unknown }) => e.node)).toEqual([all.edges[1].node]);
      for (const variables of [{ first: 0 }, { first: 101 }, { first: 1, after: 'bm90IGEgY3Vyc29y' }]) {
        expect((await api.gql(query, variables, admin.token)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      }
    }
  });

  describe('answers from support', () => {
    const REPLY =
      'mutation($input: ReplyToContactMessageInput!) { replyToContactMessage(input: $input) { contactMessage { id replies { id databaseId body createdAt } } userErrors { field message code } } }';
    const MINE =
      'query($first: Int, $after: String) { myContactMessages(first: $first, after: $after) { edges { node { id subject replies { body } } } pageInfo { hasNextPage endCursor } totalCount } }';

    it('an admin answers: kept with the message, mailed to the reply address, read by the member and nobody else', async () => {
      const member = await createUser(t.services, { firstName: 'Femke', plan: null });
      const other = await createUser(t.services);
      const admin = await createUser(t.services, { isAdmin: true, plan: null });
      const sent = await api.gql(SEND, { input: contactForm({ subject: `Invoice ${member.user.id}`, email: 'femke.reply@example.test' }) }, member.token);
      const messageId = sent.body.data.sendContactMessage.contactMessage.id;
      const messageNumber = sent.body.data.sendContactMessage.contactMessage.databaseId;
      expect(messageId).toBe(toGlobalId('ContactMessage', messageNumber));

      const answer = 'Your invoice is in Account → Subscription.\n\nThe VAT number is on page one.';
      const replied = await api.gql(REPLY, { input: { messageId, body: `  ${answer}  ` } }, admin.token);
      expect(replied.body.errors).toBeUndefined();
      expect(replied.body.data.replyToContactMessage).toEqual({
        contactMessage: { id: messageId, replies: [{ id: expect.any(String), databaseId: expect.any(Number), body: answer, createdAt: expect.any(String) }] },
        userErrors: [],
      });
      const [reply] = replied.body.data.replyToContactMessage.contactMessage.replies;
      expect(reply.id).toBe(toGlobalId('ContactReply', reply.databaseId));
      const rows = await t.db.query('SELECT admin_id, body FROM contact_replies WHERE message_id = $1', [messageNumber]);
      expect(rows).toEqual([{ admin_id: admin.user.id, body: answer }]);

      const [mail] = await outboxFor('femke.reply@example.test', 'contact_reply');
      expect(mail.subject).toBe(`Re: Invoice ${member.user.id} [Contact #${messageNumber}]`);
      expect(mail.text).toContain('Hello Femke Visser,');
      expect(mail.text).toContain('The VAT number is on page one.');
      expect(mail.text).toContain('My certificate shows my maiden name.');
      expect(mail.text).toContain('/help#your-messages');

      // The member reads it in the Help Center, even without a plan; another member sees none of it.
      const mine = (await api.gql(MINE, { first: 10 }, member.token)).body.data.myContactMessages;
      expect(mine.totalCount).toBe(1);
      expect(mine.edges[0].node).toEqual({ id: messageId, subject: `Invoice ${member.user.id}`, replies: [{ body: answer }] });
      const theirs = (await api.gql(MINE, { first: 10 }, other.token)).body.data.myContactMessages;
      expect(theirs.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(messageId);

      // A second answer follows the first.
      await api.gql(REPLY, { input: { messageId, body: 'One more thing: the PDF is A4.' } }, admin.token);
      const again = (await api.gql(MINE, { first: 10 }, member.token)).body.data.myContactMessages;
      expect(again.edges[0].node.replies.map((r: { body: string }) => r.body)).toEqual([answer, 'One more thing: the PDF is A4.']);
    });

    it('refuses members, an empty or long answer and an unknown message, writing nothing', async () => {
      const member = await createUser(t.services);
      const admin = await createUser(t.services, { isAdmin: true, plan: null });
      const sent = await api.gql(SEND, { input: contactForm() }, member.token);
      const messageId = sent.body.data.sendContactMessage.contactMessage.id;
      const messageNumber = sent.body.data.sendContactMessage.contactMessage.databaseId;
      expect(messageId).toBe(toGlobalId('ContactMessage', messageNumber));

      expect((await api.gql(REPLY, { input: { messageId, body: 'Hi' } }, member.token)).body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await api.gql(REPLY, { input: { messageId, body: 'Hi' } })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      const blank = await api.gql(REPLY, { input: { messageId, body: '   ' } }, admin.token);
      expect(blank.body.data.replyToContactMessage.userErrors).toEqual([{ field: ['body'], message: 'Reply is required', code: 'BAD_USER_INPUT' }]);
      const long = await api.gql(REPLY, { input: { messageId, body: 'x'.repeat(LIMITS.contactMessageMax + 1) } }, admin.token);
      expect(long.body.data.replyToContactMessage.userErrors[0]).toMatchObject({ field: ['body'], code: 'BAD_USER_INPUT' });
      const unknown = await api.gql(REPLY, { input: { messageId: '999999999', body: 'Hi' } }, admin.token);
      expect(unknown.body.data.replyToContactMessage).toEqual({
        contactMessage: null,
        userErrors: [{ field: null, message: 'Contact message not found', code: 'NOT_FOUND' }],
      });
      const crafted = await api.gql(REPLY, { input: { messageId: '2147483648', body: 'Hi' } }, admin.token);
      expect(crafted.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(await t.db.query('SELECT id FROM contact_replies WHERE message_id = $1', [messageNumber])).toEqual([]);
      expect((await api.gql(MINE, { first: 5 })).body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    });
  });
});
