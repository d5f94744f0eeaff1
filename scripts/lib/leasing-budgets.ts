// The leasing pipeline's budgets (issue 43): each suite seeds and starts its own server in its own
// folder, on SQLite or (with `--pg`) on the throwaway PostgreSQL, prints its figures and goals, and
// answers whether every goal passed. budgets.ts runs them all in both modes.
import { writersAndFirstImports } from './writers-and-first-imports';
import { statementBudgets } from './statement-budgets';
import { signatureImagesSuite } from './signature-budgets';
import { MESSAGES_SUITE } from './message-budgets';

/** One suite of cases: its title and how to run it in an empty folder of its own. */
export type BudgetSuite = { name: string; run: (tmp: string) => Promise<boolean> };

export const LEASING_SUITES: BudgetSuite[] = [
  writersAndFirstImports,
  statementBudgets,
  signatureImagesSuite,
  MESSAGES_SUITE,
];

/** `--only=text`: run just the leasing suites whose name holds the text (and nothing else of budgets.ts). */
export const onlySuites = (): string | undefined => process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

/** Runs every suite (or those `--only` names), each in a sub-folder of `tmp`; true when all passed. */
export async function runLeasingBudgets(tmp: string): Promise<boolean> {
  let passed = true;
  const only = onlySuites()?.toLowerCase();
  for (const [i, suite] of LEASING_SUITES.entries()) {
    if (only && !suite.name.toLowerCase().includes(only)) continue;
    console.log(`\n${suite.name}:`);
    if (!(await suite.run(`${tmp}/leasing-${i}`))) passed = false;
  }
  return passed;
}
