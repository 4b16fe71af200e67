/** Runs `jobs` with at most `parallel` at once, in order of submission. */
export function limiter(parallel: number) {
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  return {
    async submit(job: () => Promise<void>) {
      if (failure) throw failure;
      while (running.size >= parallel) await Promise.race(running);
      const p = job()
        .catch((err: unknown) => {
          failure = err;
        })
        .finally(() => running.delete(p));
      running.add(p);
    },
    async drain() {
      await Promise.all(running);
      if (failure) throw failure;
    },
  };
}
