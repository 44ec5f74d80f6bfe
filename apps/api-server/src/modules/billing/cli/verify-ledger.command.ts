import type { CliCommand } from '../../../cli/command';
import type { BillingScope } from '../billing.db';
import { findLedgerProblems } from '../ledger/ledger-checks.repository';

// `verify-ledger`: proves the books balance (docs/domain/billing.md, "Checking the ledger"). Exit 0 when every check
// passes, 1 with one line per problem otherwise.

export const verifyLedgerCommand: CliCommand<BillingScope> = {
  name: 'verify-ledger',
  usage: 'verify-ledger',
  description: "Check every customer's balance equals the sum of their entries, every reversal reverses one entry of the same customer once, and no order has two live charges.",
  run: async (_args, ctx) => {
    const { db } = await ctx.openDatabase();
    const problems = await findLedgerProblems(db);
    for (const p of problems) ctx.out(`ledger problem (${p.check}): ${p.detail}`);
    if (problems.length) {
      ctx.out(`verify-ledger: ${problems.length} problem(s) found.`);
      return 1;
    }
    ctx.out('verify-ledger: the ledger balances.');
    return 0;
  },
};
