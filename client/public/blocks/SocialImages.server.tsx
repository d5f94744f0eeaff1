import { styled } from 'styled-components';
import type { SocialImage } from '../../../shared/social/social-feed';
import { theme } from '../../ui/theme';
import { BlockHeading, Section } from '../components/Section';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(4, 1fr);
  @media (max-width: 600px) { grid-template-columns: repeat(2, 1fr); }
  a { display: block; border-radius: ${theme.radius}; overflow: hidden; aspect-ratio: 1; background: ${theme.color.background}; }
  a:focus-visible { outline: 3px solid ${theme.color.primary}; outline-offset: 2px; }
  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

/** An image's words for people who do not see it: the first line of its caption, kept short. */
const altOf = (image: SocialImage, n: number) => image.caption.split('\n')[0]!.trim().slice(0, 120) || `Instagram post ${n}`;

/**
 * The social image widget (spec 1 §9): the company's latest Instagram images, each linked to its
 * post, served from our own resized copies with the page (no script, no call out). Nothing at all
 * when the company has not connected its Instagram.
 */
export function SocialImages({ images, profileUrl }: { images: SocialImage[]; profileUrl: string }) {
  if (!images.length) return null;
  return (
    <Section id="social-images" aria-labelledby="social-images-heading">
      <BlockHeading id="social-images-heading" title="Follow us on Instagram">
        {profileUrl && (
          <p>
            <a href={profileUrl}>See more on Instagram</a>
          </p>
        )}
      </BlockHeading>
      <Grid>
        {images.map((image, i) => (
          <li key={image.image} data-testid="social-image">
            <a href={image.permalink}>
              <img src={image.image} srcSet={image.srcset ?? undefined} sizes="(max-width: 600px) 50vw, 290px" alt={altOf(image, i + 1)} width={image.width ?? 640} height={image.height ?? 640} loading="lazy" decoding="async" />
            </a>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
