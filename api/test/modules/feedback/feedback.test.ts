// POST /feedback: multipart or JSON, spec §5 validation with translated field errors, the phone
// stored as its 11 digits, a rate limit per IP, never a 500.
import { ErrorEnvelope, FeedbackResponse } from '@league/shared/contracts';
import { sql } from 'kysely';
import { assert } from 'superstruct';
import { dbTargets, request } from '../../helpers';
import { suiteApp } from '../../support/suite-app';
import { multipartBody } from '../../support/uploads';

let ipCounter = 10;
/** Each test sends from its own address, so the rate limit of one test never touches another. */
const nextIp = () => `10.0.0.${ipCounter++}`;

describe.each(dbTargets)('feedback (%s)', (target) => {
  const t = suiteApp({ target, seed: false });

  const post = (
    fields: Record<string, string>,
    {
      language = 'kk',
      ip = nextIp(),
      json = false,
    }: { language?: 'kk' | 'ru' | 'en'; ip?: string; json?: boolean } = {},
  ) =>
    request(t.app, {
      method: 'POST',
      url: '/api/v1/feedback',
      language,
      remoteAddress: ip,
      ...(json ? { payload: fields } : multipartBody(fields, [])),
    });

  test('a multipart message is stored with the phone as 11 digits', async () => {
    const response = await post({
      name: ' Асқар ',
      phone: '+7 701 123 45 67',
      email: 'askar@example.kz',
      text: 'Сұрақ бар',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    assert(body, FeedbackResponse);
    const row = await sql<{
      name: string;
      phone: string;
      email: string | null;
      text: string;
    }>`select name, phone, email, text from feedback where id = ${body.data.id}`.execute(t.db);
    expect(row.rows[0]).toEqual({ name: 'Асқар', phone: '77011234567', email: 'askar@example.kz', text: 'Сұрақ бар' });
  });

  test('JSON is accepted too; the e-mail is optional', async () => {
    const response = await post({ name: 'Anna', phone: '8 (701) 000-00-00', text: 'Hello' }, { json: true });
    expect(response.statusCode).toBe(201);
    const empty = await post({ name: 'Anna', phone: '87010000000', email: '', text: 'Hello' });
    expect(empty.statusCode).toBe(201);
    const row = await sql<{
      email: string | null;
    }>`select email from feedback where id = ${empty.json().data.id}`.execute(t.db);
    expect(row.rows[0].email).toBeNull();
  });

  test('field errors in the request language', async () => {
    const cases = [
      {
        language: 'en',
        fields: { name: '', phone: '7701123456', email: 'not-an-email', text: '   ' },
        errors: {
          name: ['This field is required'],
          phone: ['Incorrect phone'],
          email: ['Incorrect e-mail'],
          text: ['This field is required'],
        },
      },
      {
        language: 'ru',
        fields: { name: 'Иван', phone: '123', text: 'x' },
        errors: { phone: ['Некорректный телефон'] },
      },
      {
        language: 'kk',
        fields: { name: 'Асқар', phone: '777011234567', text: 'x' },
        errors: { phone: ['Телефон нөмірі қате'] },
      },
    ] as const;
    for (const { language, fields, errors } of cases) {
      const response = await post(fields, { language });
      expect(response.statusCode).toBe(422);
      const body = response.json();
      assert(body, ErrorEnvelope);
      expect(body.data.errors).toEqual(errors);
    }
    const missing = await post({}, { language: 'en' });
    expect(missing.json().data.errors).toEqual({
      name: ['This field is required'],
      phone: ['This field is required'],
      text: ['This field is required'],
    });
  });

  test('too long values and unknown fields are refused', async () => {
    const long = await post(
      { name: 'N'.repeat(101), phone: '77011234567', text: 't'.repeat(5001) },
      { language: 'en' },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().data.errors).toEqual({
      name: ['Must be at most 100 characters'],
      text: ['Must be at most 5000 characters'],
    });
    const unknown = await post({ name: 'N', phone: '77011234567', text: 't', admin: '1' }, { language: 'en' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().data.errors).toEqual({ admin: ['Unknown field'] });
  });

  test('files in the form are ignored; malformed bodies are client errors', async () => {
    const withFile = await request(t.app, {
      method: 'POST',
      url: '/api/v1/feedback',
      remoteAddress: nextIp(),
      ...multipartBody({ name: 'N', phone: '77011234567', text: 't' }, [
        { field: 'attachment', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('hello') },
      ]),
    });
    expect(withFile.statusCode).toBe(201);
    for (const [payload, type] of [
      ['{"name":', 'application/json'],
      ['garbage', 'multipart/form-data; boundary=----league-test-boundary'],
      ['name=x', 'text/plain'],
    ] as const) {
      const response = await request(t.app, {
        method: 'POST',
        url: '/api/v1/feedback',
        remoteAddress: nextIp(),
        payload,
        headers: { 'content-type': type },
      });
      expect({ type, clientError: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({
        type,
        clientError: true,
      });
    }
  });

  test('at most 5 messages per IP in 10 minutes; then 429 in the request language', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const ok = await post({ name: 'Spam', phone: '77011234567', text: `#${i}` }, { ip });
      expect(ok.statusCode).toBe(201);
    }
    const blocked = await post({ name: 'Spam', phone: '77011234567', text: '#6' }, { ip, language: 'ru' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toBe('Слишком много запросов. Повторите позже');
    // Another address is not affected.
    expect((await post({ name: 'Other', phone: '77011234567', text: 'x' })).statusCode).toBe(201);
  });
});
