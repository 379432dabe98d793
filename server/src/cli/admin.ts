// npm run admin -- <create|grant|revoke|password|list|help> …
// The operator's accounts tool, on the database the server uses (DATABASE_URL, or the embedded one
// in DATA_DIR, refused while the server runs on it).
import { loadConfig } from '../config';
import { runAdmin } from './admin-command';
import { openForCommand } from './database';
import { runCommand } from './errors';
import { readNewPassword } from './password-input';

let config: ReturnType<typeof loadConfig> | undefined;
const configOnce = () => (config ??= loadConfig());

await runCommand(
  async () =>
    runAdmin(process.argv.slice(2), {
      config: configOnce,
      open: () => openForCommand(configOnce(), 'npm run admin'),
      readPassword: readNewPassword,
      print: (line) => console.log(line),
    }),
  'Команда не выполнена: база данных недоступна или не отвечает.',
);
