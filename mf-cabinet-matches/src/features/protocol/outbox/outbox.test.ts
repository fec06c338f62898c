import {
  createOutbox,
  isOffline,
  kindOf,
  memoryStorage,
  pending,
  type NewOutboxItem,
  type OutboxItem,
  type SendResult,
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
  const answers: Record<string, SendResult> = { a: 'sent', b: 'offline', c: 'sent' };
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

const minuteRequired = { status: 422, message: 'Check the fields', fields: { minute: 'Enter the minute' } };

test('a write the API refuses stays with its reason, is not sent again by itself, and the next one still goes', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b']) await outbox.add(item(key));
  const result = await outbox.flush(
    async (i): Promise<SendResult> => (i.idempotencyKey === 'a' ? { refused: minuteRequired } : 'sent'),
  );
  expect(result).toEqual({ sent: 1, refused: 1, left: 0 });
  const kept = await outbox.list();
  expect(kept.map((i) => [i.idempotencyKey, i.attention])).toEqual([['a', minuteRequired]]);
  const again = jest.fn(async (): Promise<SendResult> => 'sent');
  expect(await outbox.flush(again)).toEqual({ sent: 0, refused: 0, left: 0 });
  expect(again).not.toHaveBeenCalled();
  expect(await outbox.list()).toHaveLength(1);
});

test('a refused write fixed by the referee waits again in its place, with its key, and is sent once', async () => {
  const outbox = createOutbox(memoryStorage());
  await outbox.add({ ...item('a'), body: { kind: 'goal', minute: null } });
  await outbox.flush(async (): Promise<SendResult> => ({ refused: minuteRequired }));
  const [refused] = await outbox.list();
  expect(await outbox.resend(refused.id, { minute: 12 })).toBe(true);
  const [fixed] = await outbox.list();
  expect(fixed).toMatchObject({ id: refused.id, idempotencyKey: 'a', body: { kind: 'goal', minute: 12 } });
  expect(fixed.attention).toBeUndefined();
  const bodies: unknown[] = [];
  expect(await outbox.flush(async (i) => (bodies.push(i.body), 'sent'))).toEqual({ sent: 1, refused: 0, left: 0 });
  expect(bodies).toEqual([{ kind: 'goal', minute: 12 }]);
  expect(await outbox.list()).toEqual([]);
});

test('a refused write leaves only when the referee discards it', async () => {
  const outbox = createOutbox(memoryStorage());
  await outbox.add(item('a'));
  await outbox.flush(async (): Promise<SendResult> => ({ refused: minuteRequired }));
  const [refused] = await outbox.list();
  expect(pending(await outbox.list())).toEqual([]);
  await outbox.discard(refused.id);
  expect(await outbox.list()).toEqual([]);
  expect(await outbox.resend(refused.id)).toBe(false);
});

test('two flushes at once send each write once', async () => {
  const outbox = createOutbox(memoryStorage());
  for (const key of ['a', 'b']) await outbox.add(item(key));
  const sent: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const send = async (i: OutboxItem): Promise<SendResult> => {
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
