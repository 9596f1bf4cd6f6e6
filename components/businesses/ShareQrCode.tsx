import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { color } from '@/lib/theme';

const Figure = styled.figure`
  margin: 0;
  text-align: center;
  svg {
    width: 100%;
    max-width: 256px;
    height: auto;
    border: 1px solid ${color.line};
  }
  figcaption {
    font-size: 0.9rem;
    color: ${color.muted};
    margin-top: 0.5rem;
    overflow-wrap: anywhere;
  }
`;

/**
 * The listing's share code, with the seed's settings (256 px, level L, black on white). It is
 * rendered on the server: QRCodeSVG is a pure function of its value, so no JavaScript ships.
 */
export function ShareQrCode({ url, title }: { url: string; title: string }) {
  return (
    <Figure>
      <QRCodeSVG
        value={url}
        size={256}
        level="L"
        fgColor="#000000"
        bgColor="#ffffff"
        title={`QR code for ${title}`}
      />
      <figcaption>
        Scan to open this listing: <a href={url}>{url}</a>
      </figcaption>
    </Figure>
  );
}
