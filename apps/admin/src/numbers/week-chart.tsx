import { useId } from 'react';
import { countWords, measureName, numberWords } from './count-words';
import { MEASURES, type Measure, type WeekCounts } from './owner-numbers';
import styles from './week-chart.module.css';
import { dayMonth } from './week-dates';

/** Each count's colour: told apart at a glance, each at least 3:1 against the white page. */
export const COLOURS: Readonly<Record<Measure, string>> = {
  visits: '#6b4fa0',
  calls: '#0b3a75',
  whatsapp: '#137333',
  enquiries: '#a35200',
};

/**
 * One row of bars per count, each on its own scale (visits run to hundreds, calls to a
 * handful: on one scale the calls would not show). Heights in pixels; across, each week
 * takes an equal share of the width in per cent, so the text keeps its size from a phone
 * to a desktop, where a viewBox would shrink it.
 */
const ROW = { label: 18, headroom: 18, bars: 52, gap: 12 };
const ROW_HEIGHT = ROW.label + ROW.headroom + ROW.bars + ROW.gap;
/** Where a row's bars stand. */
const bottomOf = (row: number) => row * ROW_HEIGHT + ROW.label + ROW.headroom + ROW.bars;
/** Below the rows: each week's date, and 'so far' under this week's. */
const AXIS_HEIGHT = 46;
/** How much of its share of the width a bar takes. */
const BAR_SHARE = 0.56;

const percent = (share: number) => `${(share * 100).toFixed(3)}%`;

/** 'Week of 16 Nov: 40 visits, 3 calls, 1 WhatsApp chat, 0 enquiries.' */
function weekWords(week: WeekCounts, current: boolean): string {
  const counts = MEASURES.map((measure) => countWords(measure, week[measure])).join(', ');
  return `Week of ${dayMonth(week.start)}${current ? ' (so far)' : ''}: ${counts}.`;
}

/**
 * Visits, calls, WhatsApp chats and enquiries, one group of bars per week, oldest first;
 * the last week is this one, so far. Its title and description say every figure to a
 * screen reader, the legend and each row's label say which colour is which.
 */
export function WeekChart({ weeks }: { weeks: readonly WeekCounts[] }) {
  const id = useId();
  const highest = Object.fromEntries(
    MEASURES.map((measure) => [measure, Math.max(0, ...weeks.map((week) => week[measure]))]),
  ) as Record<Measure, number>;
  const column = 1 / Math.max(weeks.length, 1);
  const height = MEASURES.length * ROW_HEIGHT + AXIS_HEIGHT;
  const axisTop = MEASURES.length * ROW_HEIGHT;
  const title = `Visits, calls, WhatsApp chats and enquiries, week by week, for the last ${weeks.length} weeks`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Week by week
      </h2>
      <ul className={styles.legend} aria-label="What the bars count">
        {MEASURES.map((measure) => (
          <li key={measure}>
            <span className={styles.swatch} style={{ background: COLOURS[measure] }} />
            {measureName(measure)}
          </li>
        ))}
      </ul>
      <svg
        className={styles.chart}
        width="100%"
        height={height}
        role="img"
        aria-labelledby={`${id}-title ${id}-description`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-description`}>
          {weeks.map((week, index) => weekWords(week, index === weeks.length - 1)).join(' ')}
        </desc>
        {MEASURES.map((measure, row) => (
          <g key={measure} data-measure={measure}>
            <text
              className={styles.rowLabel}
              x="0"
              y={row * ROW_HEIGHT + 13}
              fill={COLOURS[measure]}
            >
              {measureName(measure)}
            </text>
            <line
              className={styles.baseline}
              x1="0"
              x2="100%"
              y1={bottomOf(row) + 0.5}
              y2={bottomOf(row) + 0.5}
            />
          </g>
        ))}
        {weeks.map((week, index) => {
          const middle = (index + 0.5) * column;
          const current = index === weeks.length - 1;
          return (
            <g key={week.start} data-week={week.start}>
              <title>{weekWords(week, current)}</title>
              {MEASURES.map((measure, row) => {
                const bottom = bottomOf(row);
                const barHeight = highest[measure]
                  ? (week[measure] / highest[measure]) * ROW.bars
                  : 0;
                return (
                  <g key={measure}>
                    <rect
                      x={percent(middle - (column * BAR_SHARE) / 2)}
                      width={percent(column * BAR_SHARE)}
                      y={bottom - barHeight}
                      height={barHeight}
                      fill={COLOURS[measure]}
                    />
                    <text className={styles.value} x={percent(middle)} y={bottom - barHeight - 4}>
                      {numberWords(week[measure])}
                    </text>
                  </g>
                );
              })}
              {/* The day above its month: eight weeks fit side by side on a phone too. */}
              <text className={styles.week} x={percent(middle)} y={axisTop + 12}>
                {dayMonth(week.start)
                  .split(' ')
                  .map((part, line) => (
                    <tspan key={part} x={percent(middle)} dy={line === 0 ? 0 : 13}>
                      {part}
                    </tspan>
                  ))}
              </text>
              {current && (
                <text className={styles.soFar} x={percent(middle)} y={axisTop + 40}>
                  so far
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </section>
  );
}
