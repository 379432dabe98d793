/**
 * Saves a file the server has prepared: a link with `download`, clicked and removed. The link needs
 * no auth header (its name is the secret), so the browser fetches it as any other download.
 */
export function downloadFile(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
