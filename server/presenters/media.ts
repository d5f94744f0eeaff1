import { UPLOADS_PATH } from '../../shared/constants';

/** Public URL of a stored upload, or null. */
export function mediaUrl(name: string | null | undefined): string | null {
  return name ? `${UPLOADS_PATH}/${name}` : null;
}
