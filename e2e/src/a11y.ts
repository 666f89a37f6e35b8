// Spec-independent floor (issue 6): axe finds no serious or critical violation on any screen or open modal.
// Every finding (all impacts) is written to e2e/artifacts/axe/ for the report.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './stack.ts';

export async function checkA11y(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const findings = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html, summary: n.failureSummary })),
  }));
  const dir = path.join(ARTIFACTS, 'axe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${screen}.json`), JSON.stringify(findings, null, 2));
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  if (blocking.length > 0) {
    const lines = blocking.map(
      (f) =>
        `- ${f.impact} ${f.id}: ${f.help}\n    ${f.nodes
          .map((n) => n.target)
          .slice(0, 5)
          .join('\n    ')}`,
    );
    throw new Error(
      `axe on "${screen}": ${blocking.length} serious/critical violation(s)\n${lines.join('\n')}`,
    );
  }
}
