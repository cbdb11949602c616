import type { LoadPaste } from '../api/parse-load-details';

/** What a paste holds that the parser can use: images first (screenshots), else text. */
export function readPaste(
  data: Pick<DataTransfer, 'items' | 'getData'> | null | undefined,
): LoadPaste | null {
  if (!data) return null;
  const images: File[] = [];
  for (const item of Array.from(data.items ?? [])) {
    if (item.kind === 'file' && item.type.startsWith('image/')) {
      const file = item.getAsFile();
      if (file) images.push(file);
    }
  }
  if (images.length > 0) return { type: 'image', images };
  const text = data.getData('text/plain') ?? '';
  return text.trim() === '' ? null : { type: 'text', text };
}
