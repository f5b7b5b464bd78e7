/**
 * The command line of a redis-server started from the installed binary, by `npm start` and by the
 * test runs alike: on 127.0.0.1 only, nothing kept on disk, a password when one is given.
 */
export function redisServerArgs(port, password) {
  return [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    ...(password ? ['--requirepass', password] : []),
  ];
}
