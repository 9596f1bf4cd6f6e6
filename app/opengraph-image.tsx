import { ImageResponse } from 'next/og';
import { company } from '@/content/company';

export const alt = `${company.name}: oil, gas and energy services from Port Harcourt and Manchester`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

// Rendered once at build time; the default font ships with Next, so nothing is fetched.
export default function OpenGraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        padding: '80px',
        background: 'linear-gradient(125deg, #061a33 0%, #0b2545 55%, #13315c 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: '#f59e0b', letterSpacing: 4 }}>
        {company.name.toUpperCase()}
      </div>
      <div style={{ display: 'flex', fontSize: 68, fontWeight: 700, marginTop: 24, maxWidth: 900 }}>
        Delivering Solutions That Meet Customer Needs
      </div>
      <div style={{ display: 'flex', fontSize: 30, marginTop: 32, color: '#dbe7f3' }}>
        Port Harcourt · Manchester
      </div>
    </div>,
    size,
  );
}
