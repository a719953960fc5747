/** Why a file was turned away. */
export type FileRejectReason = 'type' | 'size';

/**
 * Whether a file matches one of the accepted types: a file extension ('.pdf'), a MIME type
 * ('application/pdf') or a MIME family ('image/*'). An empty list accepts every file.
 */
export function matchesAcceptedTypes(
  file: { name: string; type: string },
  accepted: readonly string[],
): boolean {
  if (accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/** The first rule a file breaks, or null when it passes: the type is checked before the size. */
export function checkFile(
  file: { name: string; type: string; size: number },
  { acceptedTypes = [], maxBytes }: { acceptedTypes?: readonly string[]; maxBytes?: number | undefined },
): FileRejectReason | null {
  if (!matchesAcceptedTypes(file, acceptedTypes)) return 'type';
  if (maxBytes !== undefined && file.size > maxBytes) return 'size';
  return null;
}

/** A byte count for people: '840 bytes', '12.4 KB', '3.2 MB' (1 KB = 1024 bytes). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}
