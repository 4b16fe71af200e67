/**
 * One API instance of the message center benchmark: scripts/bench/server.ts as it is, in a
 * process of its own started with an IPC channel and `--expose-gc`, so that the benchmark can ask
 * it for its memory (`'memory'`: a full collection, then `process.memoryUsage()`).
 */
process.on('message', (m: unknown) => {
  if (m !== 'memory') return;
  // Twice: what a first collection frees may hold more (weak references, finalizers).
  globalThis.gc?.();
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});

await import('../server.ts');

export {};
