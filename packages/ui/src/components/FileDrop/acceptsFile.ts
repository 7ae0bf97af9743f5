/**
 * Whether a file matches an `accept` list as `<input type="file">` reads it: extensions ('.csv'), MIME types
 * ('text/csv') and type families ('image/*'), case-insensitive. No list accepts everything.
 */
export function acceptsFile(accept: string | undefined, file: { name: string; type: string }): boolean {
  const tokens = (accept ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith(".")) return name.endsWith(token);
    if (token.endsWith("/*")) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

const sizeNumber = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

/** A file size in English: '512 bytes', '12.4 KB', '3.1 MB' (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB", "TB"];
  let size = bytes / 1024;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${sizeNumber.format(size)} ${units[unit]}`;
}
