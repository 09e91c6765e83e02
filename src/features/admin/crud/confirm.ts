/** The spec's confirmation before a delete: 'Are you sure you want to delete this job?'. */
export function confirmDelete(noun: string): boolean {
  return window.confirm(`Are you sure you want to delete this ${noun}?`);
}
