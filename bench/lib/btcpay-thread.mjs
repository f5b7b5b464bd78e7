// The BTCPay stand-in on a thread of its own, as BTCPay is a server of its own: its webhook
// deliveries, one after another, do not wait for this process's event loop, which carries the
// scenario's sockets and clients. The scenario drives it through `call`.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { FakeBtcpay } from '../../tests/support/fake-btcpay.mjs';

/**
 * Starts the stand-in with FakeBtcpay's options on its own thread; resolves to `{ url, call, stop }`
 * where `call(name, ...args)` runs one of its methods (or reads one of its fields) there and
 * resolves to a copy of the result.
 */
export async function startBtcpayThread(options) {
  const worker = new Worker(new URL(import.meta.url), { workerData: options });
  const pending = new Map();
  let next = 0;
  worker.on('message', ({ id, value, error }) => {
    const waiting = pending.get(id);
    pending.delete(id);
    if (error === undefined) waiting?.resolve(value);
    else waiting?.reject(new Error(error));
  });
  worker.on('error', (err) => {
    for (const waiting of pending.values()) waiting.reject(err);
    pending.clear();
  });
  const call = (name, ...args) =>
    new Promise((resolve, reject) => {
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, name, args });
    });
  const url = await call('start');
  return {
    url,
    call,
    stop: async () => {
      await call('stop').catch(() => undefined);
      await worker.terminate();
    },
  };
}

if (!isMainThread && workerData) {
  const btcpay = new FakeBtcpay(workerData);
  parentPort.on('message', async ({ id, name, args }) => {
    try {
      const member = btcpay[name];
      const value = typeof member === 'function' ? await member.apply(btcpay, args) : member;
      parentPort.postMessage({ id, value });
    } catch (err) {
      parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
    }
  });
}
