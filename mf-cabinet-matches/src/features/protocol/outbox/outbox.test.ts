import {
  createOutbox,
  isOffline,
  kindOf,
  memoryStorage,
  type NewOutboxItem,
  type OutboxItem,
  type SendOutcome,
} from './outbox';

const item = (key: string, matchId = 7): NewOutboxItem => ({
  url: `/cabinet/matches/${matchId}/events`,
  method: 'POST',
  body: { kind: 'goal', idempotency_key: key },
  idempotencyKey: key,
  matchId,
  createdAt: 1,
});

test('a write is queued once per idempotency key, and listed per match in the order made', async () => {
  const outbox = createOutbox(memoryStorage());
  await outbox.add(item('a'));
  await outbox.add(item('b', 8));
  await outbox.add(item('c'));
  await outbox.add(item('a'));
  expect((await outbox.list()).map((i) => i.idempotencyKey)).toEqual(['a', 'b', 'c']);
  expect((await outbox.list(7)).map((i) => i.idempotencyKey)).toEqual(['a', 'c']);
});

test('a flush sends oldest first with each original key, and empties the outbox', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b', 'c']) await outbox.add(item(key));
  const sent: string[] = [];
  const result = await outbox.flush(async (i) => {
    sent.push(i.idempotencyKey!);
    return 'sent';
  });
  expect(sent).toEqual(['a', 'b', 'c']);
  expect(result).toEqual({ sent: 3, refused: 0, left: 0 });
  expect(await outbox.list()).toEqual([]);
});

test('without network a flush stops: that write and the later ones stay, in order, and go next time', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b', 'c']) await outbox.add(item(key));
  const answers: Record<string, SendOutcome> = { a: 'sent', b: 'offline', c: 'sent' };
  const sent: string[] = [];
  expect(await outbox.flush(async (i) => (sent.push(i.idempotencyKey!), answers[i.idempotencyKey!]))).toEqual({
    sent: 1,
    refused: 0,
    left: 2,
  });
  expect(sent).toEqual(['a', 'b']);
  expect((await outbox.list()).map((i) => i.idempotencyKey)).toEqual(['b', 'c']);
  answers.b = 'sent';
  expect(await outbox.flush(async () => 'sent')).toEqual({ sent: 2, refused: 0, left: 0 });
});

test('a write the API refuses leaves the outbox (shown as refused) and the next one still goes', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b']) await outbox.add(item(key));
  const result = await outbox.flush(async (i) => (i.idempotencyKey === 'a' ? 'refused' : 'sent'));
  expect(result).toEqual({ sent: 1, refused: 1, left: 0 });
  expect(await outbox.list()).toEqual([]);
});

test('two flushes at once send each write once', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b']) await outbox.add(item(key));
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const send = async (i: OutboxItem): Promise<SendOutcome> => {
    sent.push(i.idempotencyKey!);
    await gate;
    return 'sent';
  };
  const first = outbox.flush(send);
  const second = outbox.flush(send);
  release();
  expect(await first).toEqual(await second);
  expect(sent).toEqual(['a', 'b']);
});

test('listeners hear of each write added and sent, and of a flush starting and ending', async () => {
  const outbox = createOutbox(memoryStorage());
  const heard = jest.fn();
  const stop = outbox.subscribe(heard);
  await outbox.add(item('a'));
  expect(heard).toHaveBeenCalledTimes(1);
  const during: boolean[] = [];
  await outbox.flush(async () => (during.push(outbox.isFlushing()), 'sent'));
  expect(during).toEqual([true]);
  expect(outbox.isFlushing()).toBe(false);
  expect(heard).toHaveBeenCalledTimes(4);
  stop();
  await outbox.add(item('b'));
  expect(heard).toHaveBeenCalledTimes(4);
});

test('no answer is offline; any HTTP answer is not', () => {
  const err = (code: string, status?: number) => ({
    isAxiosError: true,
    code,
    response: status ? { status } : undefined,
  });
  expect(isOffline(err('ERR_NETWORK'))).toBe(true);
  expect(isOffline(err('ECONNABORTED'))).toBe(true);
  expect(isOffline(err('ERR_BAD_RESPONSE', 503))).toBe(false);
  expect(isOffline(err('ERR_BAD_REQUEST', 409))).toBe(false);
  expect(isOffline(err('ERR_BAD_REQUEST', 422))).toBe(false);
  expect(isOffline(err('ERR_BAD_RESPONSE', 500))).toBe(false);
  expect(isOffline(err('ERR_CANCELED'))).toBe(false);
  expect(isOffline(new Error('boom'))).toBe(false);
});

test('events, additions and squad saves of a match share one queue: sent oldest first, versioned saves never folded into one', async () => {
  const outbox = createOutbox(memoryStorage());
  const versioned = (kind: 'additions' | 'squad', part: string, version: number): NewOutboxItem => ({
    kind,
    part,
    url: `/cabinet/matches/7/${kind}`,
    method: 'POST',
    body: { version },
    matchId: 7,
    createdAt: 1,
  });
  await outbox.add({ ...item('a'), kind: 'event' });
  await outbox.add(versioned('squad', 'squad:host', 2));
  await outbox.add(versioned('additions', 'additions', 5));
  await outbox.add(versioned('squad', 'squad:host', 2));
  await outbox.add(item('b'));
  expect((await outbox.list(7)).map((i) => i.part ?? i.idempotencyKey)).toEqual([
    'a',
    'squad:host',
    'additions',
    'squad:host',
    'b',
  ]);
  const sent: string[] = [];
  // No answer for the additions: they and everything after them wait, in order.
  const result = await outbox.flush(async (i) => {
    sent.push(i.part ?? i.idempotencyKey!);
    return i.part === 'additions' ? 'offline' : 'sent';
  });
  expect(sent).toEqual(['a', 'squad:host', 'additions']);
  expect(result).toEqual({ sent: 2, refused: 0, left: 3 });
  expect((await outbox.list(7)).map((i) => i.part ?? i.idempotencyKey)).toEqual(['additions', 'squad:host', 'b']);
  expect((await outbox.list(7)).map((i) => kindOf(i))).toEqual(['additions', 'squad', 'event']);
});
