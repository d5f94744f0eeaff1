// PASS/FAIL lines for the speed goals, shared by the measuring scripts (bench, lighthouse).

export type Goal = { name: string; actual: string; target: string; pass: boolean };

/** Prints one PASS/FAIL line per goal under a title; returns true when every goal passed. */
export function printGoals(title: string, goals: Goal[]): boolean {
  console.log(`\n${title}`);
  const width = Math.max(...goals.map((g) => g.name.length));
  for (const g of goals) console.log(`  ${g.pass ? 'PASS' : 'FAIL'}  ${g.name.padEnd(width)}  ${g.actual} (goal ${g.target})`);
  const failed = goals.filter((g) => !g.pass).length;
  console.log(failed ? `  ${failed} of ${goals.length} goals FAILED.` : `  All ${goals.length} goals met.`);
  return failed === 0;
}
