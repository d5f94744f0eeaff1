// Once per jest run, after every test file: the template databases go.
import { removeTemplates, TEMPLATES_ENV } from './helpers/template-db';

export default async function globalTeardown() {
  await removeTemplates(process.env[TEMPLATES_ENV]);
}
