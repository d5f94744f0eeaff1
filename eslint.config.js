import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** client/ and shared/ never import the server's code. */
const NO_SERVER_DIR = { group: ['**/server/**', '../server/*'], message: 'client/ and shared/ never import server/' };
/**
 * Modules named *.server.ts(x) under client/ run only on the server (route tree, loaders, pages,
 * blocks, layout): browser-side code (islands, client/public/entry.tsx, auth forms, client/ui,
 * the manager) must not import them, or server code and data would end up in the browser bundle.
 */
const NO_SERVER_ONLY = {
  group: ['**/*.server', '**/*.server.ts', '**/*.server.tsx'],
  message: 'only *.server modules may import a server-only (*.server) module: this one is bundled for the browser (docs/decisions/002-server-rendering.md)',
};

/**
 * Browser code builds schemas with the zod of shared/zod.ts, which stops zod's eval probe (a CSP
 * violation report on every page) before any schema exists. Types may come from zod itself.
 */
const ZOD_THROUGH_SHARED = {
  name: 'zod',
  message: "import { z } from shared/zod.ts: it keeps zod from probing eval, which the content security policy reports (type imports may name 'zod')",
  allowTypeImports: true,
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'uploads/', 'data/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': ['error', { ignoreRestArgs: true }],
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD_THROUGH_SHARED], patterns: [NO_SERVER_DIR, NO_SERVER_ONLY] }],
    },
  },
  {
    // React lives in client/ (and the test of its style sheet): the hooks rules, whose compiler-based
    // analysis is most of the lint's time, look at those files only.
    files: ['client/**', 'test/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A server-only module may import other server-only modules (but still nothing from server/), and runs where eval is allowed.
    files: ['**/*.server.ts', '**/*.server.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [NO_SERVER_DIR] }] },
  },
  {
    files: ['server/**', 'test/**', 'migrations/**', 'scripts/**', 'esbuild.config.ts', 'shared/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    files: ['migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
