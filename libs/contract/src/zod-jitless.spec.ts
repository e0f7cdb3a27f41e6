// Guards the global config slot the apps' main.tsx rely on (zod-jitless.ts): if a zod upgrade stops reading it, this fails.
it('zod loaded after zod-jitless runs without JIT, so it never probes new Function under the CSP', async () => {
  vi.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  await import('./zod-jitless');
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  const { z } = await import('zod');
  const probe = vi.spyOn(globalThis, 'Function');
  expect(z.object({ username: z.string().trim() }).parse({ username: ' student01 ' })).toEqual({ username: 'student01' });
  expect(probe).not.toHaveBeenCalled();
});
