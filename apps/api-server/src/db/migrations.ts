import type { Migration } from './db';

/** What db/ needs of a module to build its tables (modules/<m>/index.ts): its migrations, in its own order. */
export interface ModuleSchema {
  /** The module's name (system, question-bank, …). */
  name: string;
  migrations: readonly Migration[];
}

/**
 * The one ordered list of migrations: module by module in the order given (modules/registry.ts), each module's in
 * its own order. Ids are unique names, never sorted: a shipped id is never renamed, as schema_migration records it.
 */
export function migrationsOf(modules: readonly ModuleSchema[]): Migration[] {
  const owner = new Map<string, string>();
  for (const { name, migrations } of modules) {
    for (const { id } of migrations) {
      const other = owner.get(id);
      if (other) throw new Error(`migration id ${id} of module ${name} is already used by module ${other}`);
      owner.set(id, name);
    }
  }
  return modules.flatMap((m) => m.migrations);
}
