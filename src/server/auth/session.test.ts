import { describe, expect, it } from 'vitest';
import { hasRole } from './roles';
import { safeReturnPath } from './session';

describe('after signing in', () => {
  it('goes only to paths on this site', () => {
    expect(safeReturnPath('/admin/jobs?page=2')).toBe('/admin/jobs?page=2');
    for (const hostile of ['//evil.example/admin', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '', undefined, 42]) {
      expect(safeReturnPath(hostile)).toBe('/admin/dashboard');
    }
  });
});

describe('roles', () => {
  it('ranks super admin over admin over editor, and no role under all', () => {
    expect(hasRole('super_admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('editor', 'admin')).toBe(false);
    expect(hasRole(null, 'editor')).toBe(false);
  });
});
