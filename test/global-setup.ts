// Once per jest run, before any test file: the template databases every test copies (test/helpers/template-db.ts).
import { buildTemplates, TEMPLATES_ENV } from './helpers/template-db';

export default async function globalSetup() {
  // Set here, the workers (started after this) inherit it.
  process.env[TEMPLATES_ENV] = await buildTemplates();
}
