import type { BackgroundMediaRow } from '../queries/background-media';
import { imageSrcSet, parseVariantWidths } from '../../shared/media';
import { mediaUrl } from './media';

/** {id, file, order, type} with the file as a URL and type 'image' or 'video'. */
export function presentBackgroundMedia(row: BackgroundMediaRow) {
  return { id: row.id, file: mediaUrl(row.file)!, order: row.order, type: row.kind, width: row.width, height: row.height, srcset: imageSrcSet(row.file, parseVariantWidths(row.variant_widths)) };
}
