/** Case-insensitive substring match; a blank query matches everything. */
export function includesText(value: string | null | undefined, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return (value ?? '').toLowerCase().includes(needle);
}
