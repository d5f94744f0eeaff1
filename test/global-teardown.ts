// Once per jest run, after every test file: the template databases go.
import { removeTemplates, TEMPLATES_ENV } from './helpers/template-db';

export default function globalTeardown() {
  removeTemplates(process.env[TEMPLATES_ENV]);
}
