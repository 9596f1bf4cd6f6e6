'use client';

import { QRCodeSVG } from 'qrcode.react';

export function TotpQr({ uri }: { uri: string }) {
  return (
    <QRCodeSVG value={uri} size={192} marginSize={2} title="QR code for your authenticator app" />
  );
}
