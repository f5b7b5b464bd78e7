// A real litecoind in regtest mode for the tests that pay with Litecoin: its own datadir and loopback
// ports, a wallet holding spendable coins, and JSON-RPC over fetch.
import { spawn, spawnSync, ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WALLET = 'tests';

/** Whether `litecoind` is on the PATH (scripts/test.mjs installs it with apt-get). */
export const hasLitecoind = () =>
  spawnSync('sh', ['-c', 'command -v litecoind'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export class LitecoinRegtest {
  private constructor(
    private readonly process: ChildProcess,
    private readonly datadir: string,
    private readonly url: string,
    private readonly auth: string,
    private readonly log: () => string,
  ) {}

  /** Starts litecoind, loads a wallet and mines 101 blocks so its first coinbase is spendable. */
  static async start(): Promise<LitecoinRegtest> {
    if (!hasLitecoind())
      throw new Error(
        'litecoind is required for the Litecoin tests: install it (apt-get install litecoind) or run npm test, which does.',
      );
    const datadir = mkdtempSync(join(tmpdir(), 'litecoin-regtest-'));
    const [rpcPort, port] = [await freePort(), await freePort()];
    const user = `u${randomBytes(6).toString('hex')}`;
    const password = randomBytes(18).toString('hex');
    const child = spawn(
      'litecoind',
      [
        '-regtest',
        '-server',
        `-datadir=${datadir}`,
        `-rpcport=${rpcPort}`,
        `-port=${port}`,
        '-rpcbind=127.0.0.1',
        '-rpcallowip=127.0.0.1',
        `-rpcuser=${user}`,
        `-rpcpassword=${password}`,
        '-fallbackfee=0.0001',
        '-listen=0',
        '-dnsseed=0',
        '-upnp=0',
        '-txindex=0',
        '-printtoconsole',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const node = new LitecoinRegtest(
      child,
      datadir,
      `http://127.0.0.1:${rpcPort}/`,
      `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
      () => output,
    );
    try {
      await node.waitForRpc();
      await node.call(node.url, 'createwallet', [WALLET]);
      await node.mine(101);
    } catch (err) {
      await node.stop();
      throw err;
    }
    return node;
  }

  /** A JSON-RPC call, to the tests' wallet. */
  rpc<T = any>(method: string, ...params: unknown[]): Promise<T> {
    return this.call<T>(`${this.url}wallet/${WALLET}`, method, params);
  }

  private async call<T>(url: string, method: string, params: unknown[]): Promise<T> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: this.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
    });
    const text = await res.text();
    let answer: { result: T; error: { code: number; message: string } | null };
    try {
      answer = JSON.parse(text);
    } catch {
      throw new Error(`litecoind ${method}: HTTP ${res.status} ${text.slice(0, 200)}`);
    }
    if (answer.error) throw new Error(`litecoind ${method}: ${answer.error.message} (${answer.error.code})`);
    return answer.result;
  }

  getNewAddress(): Promise<string> {
    return this.rpc<string>('getnewaddress');
  }

  /** Sends from the node's wallet; resolves to the txid. */
  pay(address: string, amountLtc: string | number): Promise<string> {
    return this.rpc<string>('sendtoaddress', address, Number(amountLtc));
  }

  /** Mines `n` blocks to one of the wallet's addresses; resolves to their hashes. */
  async mine(n: number): Promise<string[]> {
    return this.rpc<string[]>('generatetoaddress', n, await this.getNewAddress());
  }

  /** Stops litecoind and removes its datadir. */
  async stop(): Promise<void> {
    if (this.process.exitCode === null && this.process.signalCode === null) {
      const exited = new Promise((resolve) => this.process.once('exit', resolve));
      this.process.kill('SIGTERM');
      const timer = setTimeout(() => this.process.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(this.datadir, { recursive: true, force: true });
  }

  private async waitForRpc(): Promise<void> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.process.exitCode !== null)
        throw new Error(`litecoind exited (${this.process.exitCode}): ${this.log()}`);
      try {
        await this.call(this.url, 'getblockchaininfo', []);
        return;
      } catch (err) {
        // -28: still loading; connection refused: not listening yet.
        if (Date.now() > deadline)
          throw new Error(`litecoind RPC did not answer in 60 s: ${String(err)}`, { cause: err });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
