import { headers, NatsError, type Msg, type NatsConnection } from 'nats';
import { TimeoutError } from 'rxjs';
import { ReplyInbox } from './nats-transport';

interface Published {
  subject: string;
  data: Uint8Array;
  reply: string;
}

/** A connection that records what is published and lets the test answer it. */
function fakeConnection(refuse?: (subject: string) => boolean) {
  const published: Published[] = [];
  let deliver: (msg: Msg) => void = () => undefined;
  const connection = {
    subscribe: (_subject: string, opts: { callback: (err: unknown, msg: Msg) => void }) => {
      deliver = (msg) => opts.callback(null, msg);
    },
    publish: (subject: string, data: Uint8Array, opts: { reply: string }) => {
      if (refuse?.(subject)) throw new NatsError('bad subject', 'BAD_SUBJECT');
      published.push({ subject, data, reply: opts.reply });
    },
    closed: () => new Promise(() => undefined),
  } as unknown as NatsConnection;
  const answer = (to: Published, text: string) =>
    deliver({ subject: to.reply, data: new TextEncoder().encode(text), headers: undefined } as Msg);
  return { connection, published, answer };
}

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (msg: Msg) => new TextDecoder().decode(msg.data);
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('ReplyInbox', () => {
  it('publishes the requests of one event-loop turn together, in order, each answered on its own', async () => {
    const { connection, published, answer } = fakeConnection();
    const inbox = new ReplyInbox(connection);
    const replies = ['a', 'b', 'c'].map((name) => inbox.request(`s.${name}`, bytes(name), headers(), 5_000));
    expect(published).toHaveLength(0);
    await nextTurn();
    expect(published.map((p) => p.subject)).toEqual(['s.a', 's.b', 's.c']);
    expect(new Set(published.map((p) => p.reply)).size).toBe(3);
    // Answered out of order: each reply still reaches its own request.
    for (const p of [...published].reverse()) answer(p, `re:${new TextDecoder().decode(p.data)}`);
    expect((await Promise.all(replies)).map(text)).toEqual(['re:a', 're:b', 're:c']);
  });

  it('a request that cannot be published fails alone; the others still go out', async () => {
    const { connection, published, answer } = fakeConnection((subject) => subject === 's.bad');
    const inbox = new ReplyInbox(connection);
    const good = inbox.request('s.good', bytes('x'), headers(), 5_000);
    const bad = inbox.request('s.bad', bytes('y'), headers(), 5_000);
    await expect(bad).rejects.toBeInstanceOf(NatsError);
    expect(published.map((p) => p.subject)).toEqual(['s.good']);
    answer(published[0], 'ok');
    expect(text(await good)).toBe('ok');
  });

  it('requests of a later turn go out in a batch of their own', async () => {
    const { connection, published } = fakeConnection();
    const inbox = new ReplyInbox(connection);
    void inbox.request('s.first', bytes('1'), headers(), 50).catch(() => undefined);
    await nextTurn();
    void inbox.request('s.second', bytes('2'), headers(), 50).catch(() => undefined);
    expect(published.map((p) => p.subject)).toEqual(['s.first']);
    await nextTurn();
    expect(published.map((p) => p.subject)).toEqual(['s.first', 's.second']);
  });

  it('an unanswered request times out', async () => {
    const { connection } = fakeConnection();
    const inbox = new ReplyInbox(connection);
    await expect(inbox.request('s.slow', bytes('z'), headers(), 10)).rejects.toBeInstanceOf(TimeoutError);
  });
});
