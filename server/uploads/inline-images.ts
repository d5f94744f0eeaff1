import { INLINE_IMAGE_SOURCE } from '../../shared/media';
import { API_ERRORS } from '../../shared/messages';
import { pixelLimitProblem, readImageHeader, sniffType } from './image-checks';

/**
 * Why an inline image (`data:image/…;base64,…`) cannot be kept, checked as an uploaded image is:
 * its bytes sniffed to the type it declares, a header sharp reads, and the pixel limit. Null when it
 * passes, or when `src` is not inline data (the shared rules judge other sources).
 */
async function inlineImageProblem(src: string): Promise<string | null> {
  const data = INLINE_IMAGE_SOURCE.exec(src);
  if (!data) return null;
  const bytes = Buffer.from(data[2]!, 'base64');
  if ((await sniffType(bytes))?.mime !== `image/${data[1]!}`) return API_ERRORS.imageNotAsDeclared;
  try {
    return pixelLimitProblem(await readImageHeader(bytes));
  } catch {
    return API_ERRORS.unreadableImage;
  }
}

/** Every reason, each once, why some of these inline images cannot be kept (one check per distinct source). */
export async function inlineImagesProblems(sources: Iterable<string>): Promise<string[]> {
  const problems = new Set<string>();
  for (const src of new Set(sources)) {
    const problem = await inlineImageProblem(src);
    if (problem) problems.add(problem);
  }
  return [...problems];
}
