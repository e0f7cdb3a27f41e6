import { generate } from 'lean-qr';
import { toSvgPath } from 'lean-qr/extras/svg';

/** Quiet zone around the code, in modules (the QR standard asks for 4). */
const QUIET_ZONE = 4;

/** A QR code as an SVG path (lean-qr): sharp at any size, so it projects well. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const code = generate(text);
  const size = code.size + QUIET_ZONE * 2;
  return (
    <svg className={className} role="img" aria-label={label} viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${size} ${size}`} shapeRendering="crispEdges">
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={size} height={size} fill="#fff" />
      <path d={toSvgPath(code)} fill="#000" />
    </svg>
  );
}
