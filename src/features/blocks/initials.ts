/**
 * The letters in a person's avatar circle: first and last name, titles such as "Dr." left out.
 * "Dr. Leila Haddad" -> "LH", "James O'Connell" -> "JO", "Prince" -> "P".
 */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !word.endsWith('.'));
  const chosen = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return chosen.map((word) => word[0]!.toUpperCase()).join('');
}
