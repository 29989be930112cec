// @ts-check
/**
 * A Markdown table with padded columns, as docs/performance.md quotes the bench's figures.
 * @param {string[]} head
 * @param {Array<Array<string | number>>} rows
 * @returns {string}
 */
export function formatTable(head, rows) {
  const widths = head.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => String(row[i]).length)),
  );
  /** @param {Array<string | number>} cells */
  const line = (cells) =>
    `| ${cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/**
 * The middle value (the upper one of an even count), as every bench figure is reported.
 * @param {number[]} values
 * @returns {number}
 */
export const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

/**
 * Each figure's median over samples of the same figures: { a: [1, 3, 2] … } → { a: 2 … }.
 * @template {string} Key @param {Array<Record<Key, number>>} samples
 * @returns {Record<Key, number>}
 */
export function mediansOf(samples) {
  const keys = /** @type {Key[]} */ (Object.keys(samples[0] ?? {}));
  return /** @type {Record<Key, number>} */ (
    Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  );
}
