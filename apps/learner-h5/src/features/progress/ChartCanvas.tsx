import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';

// Only what the three charts draw (tree-shaken Chart.js: about half of the full build).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
Chart.defaults.font.size = 11;
Chart.defaults.color = '#666666';
Chart.defaults.maintainAspectRatio = false;

/**
 * One chart: a canvas that screen readers read as an image with `summary` as its name (the numbers in words), and
 * the summary again as the canvas's fallback content. The chart is rebuilt when its configuration changes.
 */
export function ChartCanvas({ config, summary, height }: { config: ChartConfiguration; summary: string; height: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={summary}>
        {summary}
      </canvas>
    </div>
  );
}
