import { config, z } from 'zod';

/**
 * The one door to zod for code that runs in browsers (shared/ and client/; ESLint keeps it so).
 * zod 4 compiles object parsers with `new Function`, after probing whether eval works as soon as a
 * schema is built. The pages' content security policy forbids eval, so that probe, though zod
 * catches it, is reported as a violation on every page that builds a schema. In a browser zod runs
 * jitless: no probe and no compiling (a form's few fields parse instantly either way). Every schema
 * module imports this one first, so the setting is in place before any schema is built, in
 * whatever order a bundle's chunks run. The server keeps the compiled parsers.
 */
if (typeof document !== 'undefined') config({ jitless: true });

export { z };
