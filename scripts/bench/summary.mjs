// The few lines `npm run bench` prints at the end: totals, anything over budget, the worst pages.
import { cls, int, kb, ms, score } from './format.mjs';

export function summary({ javascript, lighthouse, load, reportFile, totalSeconds }) {
  const lines = [''];
  if (javascript) {
    const measured = javascript.routes.filter((r) => r.status === 200);
    const over = measured.filter((r) => r.gzip > r.budget.bytes);
    const worst = [...measured].sort(
      (a, b) => b.gzip / b.budget.bytes - a.gzip / a.budget.bytes,
    )[0];
    lines.push(
      `JavaScript: ${measured.length} routes, floor ${kb(javascript.floor.gzip)} KB gzip; ${over.length} over budget.`,
    );
    for (const r of over) lines.push(`  OVER ${r.path}: ${kb(r.gzip)} KB > ${r.budget.kb} KB`);
    if (worst)
      lines.push(
        `  closest to its budget: ${worst.path} ${kb(worst.gzip)} of ${worst.budget.kb} KB`,
      );
  }
  if (lighthouse) {
    for (const { path, formFactor, median } of lighthouse.results.filter(
      (r) => r.formFactor === 'mobile',
    )) {
      lines.push(
        `Lighthouse ${formFactor} ${path}: perf ${score(median.performance)} a11y ${score(median.accessibility)} bp ${score(median['best-practices'])} seo ${score(median.seo)} LCP ${ms(median.lcp)} ms TBT ${ms(median.tbt)} ms CLS ${cls(median.cls)}`,
      );
    }
  }
  if (load) {
    for (const { name, figures, note } of load.results) {
      lines.push(
        figures
          ? `${name}: ${int(figures.requestsPerSecond)} req/s, p50 ${ms(figures.p50)} ms, p99 ${ms(figures.p99)} ms, errors ${figures.errors + figures.timeouts}, unexpected ${figures.unexpected ?? figures.non2xx}`
          : `${name}: skipped (${note})`,
      );
    }
  }
  lines.push(`Report: ${reportFile} (wall time ${totalSeconds.toFixed(0)} s)`);
  return lines.join('\n');
}
