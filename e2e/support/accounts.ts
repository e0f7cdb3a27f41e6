/** Seeded demo accounts (docs/testing.md "Seed data and demo accounts"). */
export interface DemoAccount {
  username: string;
  password: string;
}

export const ADMIN: DemoAccount = { username: 'admin', password: 'admin123' };
export const TEACHER: DemoAccount = { username: 'teacher01', password: '123456' };
/** student01 … student30 share one password; tests that change data take their own student. */
export const student = (n: number): DemoAccount => ({ username: `student${String(n).padStart(2, '0')}`, password: '123456' });
