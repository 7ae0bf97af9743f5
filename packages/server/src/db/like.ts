/** `%text%` for LIKE/ILIKE, with the pattern characters of `text` (\, %, _) matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
