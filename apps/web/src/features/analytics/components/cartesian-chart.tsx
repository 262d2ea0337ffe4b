import { useTheme } from '@mui/material/styles';
import {
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { amountAxisLabel, amountTicks } from '../lib/chart-data';
import {
  categoryPositions,
  labelWidth,
  nearestIndex,
  visibleTicks,
  type PlotBox,
} from '../lib/chart-geometry';
import { INITIAL_CHART_WIDTH, type ChartMargin } from '../lib/chart-layout';

/** The category axis's height under the plot, holding its labels. */
const X_AXIS_HEIGHT = 30;
/** Room between an axis label and the plot (a tick's length and its margin). */
const TICK_OFFSET = 8;
/** How far the hover card stands off the pointer. */
const TOOLTIP_OFFSET = 10;

/** What a chart's marks are drawn with: the plot, each category's centre and slot, the amount scale. */
export type ChartScales = {
  plot: PlotBox;
  centres: number[];
  slot: number;
  y: (amount: number) => number;
  /** The category the pointer or the keyboard is on, if any. */
  active: number | null;
};

/** An axis title: its text and how far it stands from the axis. */
type AxisTitle = { text: string; offset: number };

/**
 * A revenue chart drawn as SVG: rounded amounts from 0 on the left axis (no line, K / L / Cr
 * labels), dashed horizontal grid lines, the categories along the bottom, and a card with the
 * category's figures where the pointer (or the arrow keys, once focused) is. It fills its width at
 * a fixed height; `children` draws the marks.
 */
export function CartesianChart({
  height,
  margin,
  yAxisWidth,
  small,
  labels,
  mode,
  padding,
  every = 1,
  minTickGap,
  maxAmount,
  cursor,
  xTitle,
  yTitle,
  tooltip,
  children,
}: {
  height: number;
  margin: ChartMargin;
  yAxisWidth: number;
  small: boolean;
  /** Each category's label on the axis. */
  labels: string[];
  mode: 'band' | 'point';
  padding?: { left: number; right: number };
  /** Label every nth category (1: each). */
  every?: number;
  /** Labels further apart than this, the last kept: fewer labels where they would crowd. */
  minTickGap?: number;
  maxAmount: number;
  /** What marks the hovered category: its slot shaded, or a dashed line through its point. */
  cursor: { kind: 'slot'; fill: string } | { kind: 'line'; stroke: string };
  xTitle?: AxisTitle;
  yTitle?: AxisTitle;
  /** The card for a category; null draws none. */
  tooltip: (index: number) => ReactNode;
  children: (scales: ChartScales) => ReactNode;
}) {
  const theme = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(INITIAL_CHART_WIDTH);
  const [active, setActive] = useState<{ index: number; y: number } | null>(null);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fontSize = small ? 11 : 12;
  const textColor = theme.palette.text.secondary;
  const axisLine = theme.palette.divider;
  const plot: PlotBox = {
    left: margin.left + yAxisWidth,
    right: width - margin.right,
    top: margin.top,
    bottom: height - margin.bottom - X_AXIS_HEIGHT,
  };
  const ticks = amountTicks(maxAmount);
  const top = ticks.at(-1)!;
  const y = (amount: number) => plot.bottom - ((plot.bottom - plot.top) * amount) / top;
  const { centres, slot } = categoryPositions(labels.length, plot, mode, padding);
  const shown =
    minTickGap === undefined
      ? labels.map((_, i) => i % every === 0)
      : visibleTicks(
          centres,
          labels.map((label) => labelWidth(label, fontSize)),
          minTickGap,
        );

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = container.current!.getBoundingClientRect();
    const x = event.clientX - box.left;
    const atY = event.clientY - box.top;
    if (x < plot.left || x > plot.right || centres.length === 0) return setActive(null);
    setActive({ index: nearestIndex(centres, x), y: atY });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step || centres.length === 0) return;
    event.preventDefault();
    const from = active?.index ?? (step > 0 ? -1 : centres.length);
    const index = Math.min(centres.length - 1, Math.max(0, from + step));
    setActive({ index, y: plot.top });
  };

  const card = active ? tooltip(active.index) : null;
  const activeX = active ? centres[active.index]! : 0;
  const cardOnLeft = activeX > (plot.left + plot.right) / 2;

  return (
    <div
      ref={container}
      className="chart-container"
      style={{ position: 'relative', width: '100%', height }}
      onPointerMove={pointAt}
      onPointerDown={pointAt}
      onPointerLeave={() => setActive(null)}
      onBlur={() => setActive(null)}
      onKeyDown={onKeyDown}
    >
      <svg
        className="chart-surface"
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        tabIndex={0}
        role="application"
        style={{ display: 'block', outline: 'none', overflow: 'visible' }}
      >
        <g className="chart-grid">
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={plot.left}
              x2={plot.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={axisLine}
              strokeDasharray="3 3"
            />
          ))}
        </g>
        {active && cursor.kind === 'slot' && (
          <rect
            className="chart-cursor"
            x={activeX - slot / 2}
            y={plot.top}
            width={slot}
            height={plot.bottom - plot.top}
            fill={cursor.fill}
          />
        )}
        {active && cursor.kind === 'line' && (
          <line
            className="chart-cursor"
            x1={activeX}
            x2={activeX}
            y1={plot.top}
            y2={plot.bottom}
            stroke={cursor.stroke}
            strokeDasharray="4 4"
          />
        )}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke={axisLine} />
        <g className="chart-x-ticks" fontSize={fontSize} fill={textColor} textAnchor="middle">
          {labels.map((label, i) =>
            shown[i] ? (
              <text key={i} x={centres[i]} y={plot.bottom + TICK_OFFSET} dy="0.71em">
                {label}
              </text>
            ) : null,
          )}
        </g>
        <g className="chart-y-ticks" fontSize={fontSize} fill={textColor} textAnchor="end">
          {ticks.map((tick) => (
            <text key={tick} x={plot.left - TICK_OFFSET} y={y(tick)} dy="0.355em">
              {amountAxisLabel(tick)}
            </text>
          ))}
        </g>
        {xTitle && (
          <text
            x={(plot.left + plot.right) / 2}
            y={plot.bottom + X_AXIS_HEIGHT - xTitle.offset}
            fontSize={fontSize}
            fill={textColor}
            textAnchor="middle"
          >
            {xTitle.text}
          </text>
        )}
        {yTitle && (
          <text
            transform={`translate(${margin.left + yTitle.offset},${(plot.top + plot.bottom) / 2}) rotate(-90)`}
            fontSize={fontSize}
            fill={textColor}
            textAnchor="middle"
          >
            {yTitle.text}
          </text>
        )}
        {children({ plot, centres, slot, y, active: active?.index ?? null })}
      </svg>
      {card && (
        <div
          style={{
            position: 'absolute',
            top: Math.min(active!.y, plot.bottom) + TOOLTIP_OFFSET,
            left: cardOnLeft ? undefined : activeX + TOOLTIP_OFFSET,
            right: cardOnLeft ? width - activeX + TOOLTIP_OFFSET : undefined,
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          {card}
        </div>
      )}
    </div>
  );
}
