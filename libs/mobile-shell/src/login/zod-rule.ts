import type { ZodType } from 'zod';

/**
 * An antd-mobile Form rule that validates with a contract schema, so the page shows exactly the messages the
 * server would answer with (and trims like the server: spec §5 "Login username and register phone are trimmed").
 */
export function zodRule(schema: ZodType) {
  return {
    validator: (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(result.error.issues[0]?.message));
    },
  };
}
