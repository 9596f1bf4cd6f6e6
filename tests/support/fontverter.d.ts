declare module 'fontverter' {
  type Format = 'truetype' | 'woff' | 'woff2' | 'sfnt';
  const fontverter: {
    convert(font: Buffer, to: Format, from?: Format): Promise<Buffer>;
    detectFormat(font: Buffer): Format;
  };
  export default fontverter;
}
