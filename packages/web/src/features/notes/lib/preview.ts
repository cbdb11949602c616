import { fileExtension, PREVIEW_IMAGE_EXTENSIONS } from '@fleet/contracts';

export type PreviewKind = 'pdf' | 'image' | 'none';

const IMAGES: ReadonlySet<string> = new Set(PREVIEW_IMAGE_EXTENSIONS);

/** §2.5: PDF and the listed image types preview, decided by the name's extension; the rest do not. */
export function previewKind(fileName: string): PreviewKind {
  const extension = fileExtension(fileName);
  if (extension === 'pdf') return 'pdf';
  return IMAGES.has(extension) ? 'image' : 'none';
}

/** Stable React keys for a list of picked files (the same file may be picked twice). */
export function fileKeys(files: readonly { name: string; size: number }[]): string[] {
  const seen = new Map<string, number>();
  return files.map((file) => {
    const base = `${file.name}:${file.size}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}:${count}`;
  });
}
