import { useEffect, useMemo, type CSSProperties } from 'react';
import { encodeCode128 } from './encodeCode128.ts';

// Scanners need a blank margin of at least ten modules on each side of the bars.
const QUIET_ZONE = 10;

/**
 * A Code 128 symbol of `code` as inline SVG bars on white, quiet zones included, with the code in readable text
 * under it. Text Code 128 cannot carry is shown as text only, and `onInvalid` hears about it.
 */
export default function Code128Svg({ code, onInvalid }: { code: string; onInvalid?: (code: string) => void }) {
  const encoded = useMemo(() => encodeCode128(code), [code]);
  useEffect(() => {
    if (!encoded) onInvalid?.(code);
  }, [encoded, code, onInvalid]);
  if (!encoded) return <p className="w-barcode-text">{code}</p>;

  const total = encoded.modules + 2 * QUIET_ZONE;
  let x = QUIET_ZONE;
  let bars = '';
  encoded.widths.forEach((width, k) => {
    if (k % 2 === 0) bars += `M${x} 0h${width}v1h-${width}z`;
    x += width;
  });
  return (
    <div className="w-barcode-code128">
      <svg
        className="w-barcode-svg"
        viewBox={`0 0 ${total} 1`}
        preserveAspectRatio="none"
        shapeRendering="crispEdges"
        style={{ '--w-modules': total } as CSSProperties}
        role="img"
        aria-label={code}
      >
        <rect width={total} height="1" fill="#fff" />
        <path d={bars} fill="#000" />
      </svg>
      <p className="w-barcode-text" aria-hidden="true">
        {code}
      </p>
    </div>
  );
}
