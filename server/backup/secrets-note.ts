import type { Manifest } from './manifest';

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

/** "a, b and c" */
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}` : (items[0] ?? ''));

/** The secrets a backup holds, as the commands name them. */
function heldSecrets(manifest: Manifest): string[] {
  return [
    `the private documents of rental applications (${files(manifest.privateFiles?.files ?? 0)})`,
    ...(manifest.sessionSecret ? ['the session secret'] : []),
    ...(manifest.dataKey ? ['the data encryption key'] : []),
    ...(manifest.signingSeal ? ['the company seal (the key that seals executed leases)'] : []),
  ];
}

/** What `npm run backup` says about the folder it wrote: what in it must stay private, and the key it leaves out. */
export function backupSecretsNote(manifest: Manifest, dataKeyFromEnvironment: boolean): string {
  const lines = [`Keep this folder private: besides personal data and password hashes, it holds ${listed(heldSecrets(manifest))}.`];
  if (!manifest.dataKey && dataKeyFromEnvironment) {
    lines.push('The data encryption key is NOT in it (DATA_ENCRYPTION_KEY is set): keep that key separately, or the identity numbers in this backup cannot be read after a restore.');
  } else if (!manifest.dataKey) {
    // The server makes the key at its first start, before any number is encrypted; a key file lost
    // since then would have stopped the server (it checks the key against the data).
    lines.push('No data encryption key was found beside the database: none has been made yet (the server makes one at its first start), so this backup holds no encrypted numbers.');
  }
  return lines.join('\n');
}

/** What `npm run restore` says it put beside the database, and what the server still needs. */
export function restoreSecretsNote(manifest: Manifest): string {
  const lines = [`From the backup, the data folder now holds ${listed(heldSecrets(manifest))}.`];
  if (!manifest.dataKey) {
    lines.push(
      'The backup holds no data encryption key. If DATA_ENCRYPTION_KEY was set when it was taken, start the server with that same DATA_ENCRYPTION_KEY, ' +
        'or the identity numbers in it cannot be read (the server refuses another key); if none was ever made, the server makes one at its first start.',
    );
  }
  return lines.join('\n');
}

/** Said on restoring a backup whose manifest records no checksums (made before they were). */
export const SIZE_ONLY_WARNING = 'Warning: this backup was made by an older version, whose manifest records no SHA-256 checksums: its files were checked by size only.';
