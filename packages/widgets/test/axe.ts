import axe from 'axe-core';

/**
 * Runs axe-core on `element` and fails with one line per violation and node. `color-contrast` is
 * off because jsdom computes no styles; contrast is checked on the tokens and in the browser tests.
 */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, {
    rules: { 'color-contrast': { enabled: false } },
  });
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `- ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary ?? ''}`,
    ),
  );
  throw new Error(`axe found ${results.violations.length} violation(s):\n${lines.join('\n')}`);
}
