import { natsConnectionOptions, natsServers, NatsServersError } from './nats-servers';

describe('the NATS servers of NATS_URL', () => {
  it('is the one server of a single URL', () => {
    expect(natsServers('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
  });

  it('lists every node of a cluster apart by commas, each trimmed, in the order given', () => {
    expect(
      natsServers(' nats://nats-0.nats:4222 , nats://nats-1.nats:4222,nats://nats-2.nats:4222 ,'),
    ).toEqual(['nats://nats-0.nats:4222', 'nats://nats-1.nats:4222', 'nats://nats-2.nats:4222']);
  });

  it('takes tls:// servers and credentials in a URL', () => {
    expect(natsServers('tls://user:secret@nats.example.com:4222')).toEqual([
      'tls://user:secret@nats.example.com:4222',
    ]);
  });

  it('refuses an empty list, saying what is expected', () => {
    for (const url of ['', '   ', ' , ,'])
      expect(() => natsServers(url)).toThrow(
        new NatsServersError(
          'NATS_URL must name at least one NATS server: nats://host:4222, or several apart by commas',
        ),
      );
  });

  it('refuses a list with an entry that is not a nats:// URL, naming it', () => {
    expect(() => natsServers('nats://nats-0.nats:4222,http://nats-1.nats:4222')).toThrow(
      'NATS_URL must be nats:// URLs apart by commas, and "http://nats-1.nats:4222" is not one',
    );
    expect(() => natsServers('nats-0.nats:4222')).toThrow(/"nats-0\.nats:4222" is not one/);
    expect(() => natsServers('nats://a:4222 nats://b:4222')).toThrow(/is not one/);
  });

  it('gives every connection the whole list and reconnects forever', () => {
    expect(natsConnectionOptions('nats://a:4222,nats://b:4222')).toEqual({
      servers: ['nats://a:4222', 'nats://b:4222'],
      reconnect: true,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 2000,
    });
  });
});
