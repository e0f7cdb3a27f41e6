/** Spec §2/§9: the score ring shows 0–100 on a circle of radius 36 (circumference ≈ 226). */
export const SCORE_RING_RADIUS = 36;
export const SCORE_RING_CIRCUMFERENCE = 2 * Math.PI * SCORE_RING_RADIUS;
const SCORE_MAX = 100;
const STROKE = 8;
const BOX = (SCORE_RING_RADIUS + STROKE) * 2;

/** Length of the coloured arc for a score, clamped to 0–100. */
export function scoreArcLength(score: number | null | undefined): number {
  const s = Math.min(SCORE_MAX, Math.max(0, score ?? 0));
  return (s / SCORE_MAX) * SCORE_RING_CIRCUMFERENCE;
}

export interface ScoreRingProps {
  score: number | null | undefined;
  /** Rendered size in px (the SVG scales). */
  size?: number;
  color?: string;
}

/** An SVG ring filled clockwise from the top in proportion to the score, with the score in the middle. */
export function ScoreRing({ score, size = BOX, color = 'var(--adm-color-primary, #1677ff)' }: ScoreRingProps) {
  const centre = BOX / 2;
  const arc = scoreArcLength(score);
  return (
    <svg width={size} height={size} viewBox={`0 0 ${BOX} ${BOX}`} role="img" aria-label={String(score ?? 0)}>
      <circle cx={centre} cy={centre} r={SCORE_RING_RADIUS} fill="none" stroke="#eee" strokeWidth={STROKE} />
      <circle
        data-testid="score-arc"
        cx={centre}
        cy={centre}
        r={SCORE_RING_RADIUS}
        fill="none"
        stroke={color}
        strokeWidth={STROKE}
        strokeLinecap="round"
        strokeDasharray={`${arc} ${SCORE_RING_CIRCUMFERENCE}`}
        transform={`rotate(-90 ${centre} ${centre})`}
      />
      <text x={centre} y={centre} textAnchor="middle" dominantBaseline="central" fontSize={20} fontWeight={600}>
        {score ?? 0}
      </text>
    </svg>
  );
}
