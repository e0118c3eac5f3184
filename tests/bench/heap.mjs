// The live JavaScript heap of a running Node process after a full garbage collection, read through its
// inspector: the bench starts the app with --inspect on a loopback port of its own. RSS under load is a
// sawtooth whose samples depend on where a collection falls; the heap after a forced collection is what the
// process really keeps, so two such readings around the soak show whether it retains memory.
import { once } from 'node:events';
import WebSocket from 'ws';

/** MiB of live heap after two full collections (the second frees what the first's finalizers released). */
export async function heapAfterGcMiB(inspectPort) {
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await once(socket, 'open');
  let next = 0;
  const waiting = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const settle = waiting.get(message.id);
    if (!settle) return;
    waiting.delete(message.id);
    settle(message);
  });
  const call = (method) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result)));
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  } finally {
    socket.close();
  }
}
