import { QRCodeSVG } from 'qrcode.react';

/**
 * Rendered on the server (the SVG needs no state), so the back office's enrolment page ships no
 * QR-code script and public pages' shared chunks do not grow.
 */
export function TotpQr({ uri }: { uri: string }) {
  return (
    <QRCodeSVG value={uri} size={192} marginSize={2} title="QR code for your authenticator app" />
  );
}
