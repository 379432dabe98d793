/** The path of `server/dist/<name>.js`, built first when it is missing or older than its sources. */
export function serverEntry(name: string): string;
