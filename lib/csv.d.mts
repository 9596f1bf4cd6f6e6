export function csvCell(value: unknown): string;
export function csvRow(values: readonly unknown[]): string;
