/**
 * A QR code drawn as SVG (crisp on any projector), one path of dark modules on white with the
 * four-module quiet zone scanners need. Error correction M: readable from the back of a room.
 */
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const { path, count } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text, 'Byte');
    qr.make();
    const modules = qr.getModuleCount();
    const parts: string[] = [];
    for (let row = 0; row < modules; row += 1)
      for (let col = 0; col < modules; col += 1)
        if (qr.isDark(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    return { path: parts.join(''), count: modules + QUIET_ZONE * 2 };
  }, [text]);
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${count} ${count}`}
      role="img"
      aria-label={label}
      data-testid="join-qr"
      data-text={text}
      shapeRendering="crispEdges"
    >
      <rect width={count} height={count} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
