/** Saves a file the API answered under `name`, as a click on a download link would. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next task; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
