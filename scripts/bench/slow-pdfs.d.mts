export function slowPdfShapes(size: number): Record<string, Buffer>;
export function paddedPdf(pdf: Buffer, size: number): Buffer;
