import { isRichText } from '../../../shared/rich-text';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { createGlobalStyle, styled } from 'styled-components';
import { blockDescription, blockVisible } from '../../../shared/blocks';
import { BASE_PATH } from '../../../shared/constants';
import type { PropertyPageData } from '../../../shared/types/public';
import { ActionLink } from '../../ui/ActionLink';
import { theme } from '../../ui/theme';
import { ContactBlock } from '../blocks/ContactBlock.server';
import { SocialImages } from '../blocks/SocialImages.server';
import { TestimonialsBlock } from '../blocks/TestimonialsBlock.server';
import { Island } from '../islands/Island.server';
import { PortfolioBrowser } from '../islands/PortfolioBrowser';
import { Section, BlockHeading } from '../components/Section';
import type { RootData } from '../route-meta.server';
import type { IndexData } from '../loaders.server';
import { PropertyView } from './PropertyPage.server';

/** The photo is an <img> (responsive copies, fetched first), under a shade that keeps the text readable. */
const Hero = styled.section`
  position: relative;
  overflow: hidden;
  color: #fff;
  padding: 96px 20px 104px;
  text-align: center;
  background: linear-gradient(135deg, ${theme.color.darkPrimary} 0%, #3a4b7a 60%, ${theme.color.primary} 100%);
  & > img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
  &:has(> img)::after { content: ''; position: absolute; inset: 0; background: linear-gradient(180deg, rgba(20,22,32,0.55), rgba(20,22,32,0.7)); }
  & > :not(img) { position: relative; z-index: 1; }
  h1 { font-size: clamp(2.2rem, 7vw, 3.5rem); margin: 0 0 12px; }
  p { font-size: 1.2rem; margin: 0 auto 28px; max-width: 640px; opacity: 0.95; }
`;

/** 'Find Housing' scrolls smoothly to the properties block (spec §2, Home). */
const SmoothScroll = createGlobalStyle`
  @media (prefers-reduced-motion: no-preference) { html { scroll-behavior: smooth; } }
`;

const FindHousing = styled(ActionLink)`
  padding: 14px 32px;
  box-shadow: 0 8px 24px rgba(77, 124, 254, 0.4);
`;

const About = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  p { margin: 0 0 12px; }
`;

/** The company landing page (or, on a vanity host, its property's page). */
export function HomePage() {
  const page = useLoaderData() as IndexData;
  const { organization } = useRouteLoaderData('root') as RootData;
  if (page.kind === 'property') return <PropertyView page={page as PropertyPageData} />;

  const attrs = organization.website_block_attrs;
  const hero = organization.background_media.find((m) => m.type === 'image') ?? null;
  return (
    <>
      <SmoothScroll />
      <Hero>
        {hero && <img src={hero.file} srcSet={hero.srcset ?? undefined} sizes="100vw" alt="" width={hero.width ?? 1600} height={hero.height ?? 900} fetchPriority="high" />}
        <h1>{organization.name}</h1>
        {organization.tagline && <p>{organization.tagline}</p>}
        {/* The properties block can be hidden in the webpage model; then there is nothing to scroll to. */}
        {blockVisible(attrs, 'featured-locations') && <FindHousing href="#properties">Find Housing</FindHousing>}
      </Hero>
      <Island
        name="portfolio-browser"
        component={PortfolioBrowser}
        props={{
          portfolios: page.portfolios,
          properties: page.properties,
          showPortfolios: blockVisible(attrs, 'discover-you-new-home'),
          showFeatured: blockVisible(attrs, 'featured-locations'),
          portfoliosDescription: blockDescription(attrs, 'discover-you-new-home'),
          featuredDescription: blockDescription(attrs, 'featured-locations'),
        }}
      />
      {blockVisible(attrs, 'about') && organization.description && (
        <Section id="about" $tint aria-labelledby="about-heading">
          <BlockHeading id="about-heading" title={`About ${organization.name}`} description={blockDescription(attrs, 'about')} />
          {/* Saved from the editor it is sanitized HTML (allow-list); older plain text shows as paragraphs. */}
          {isRichText(organization.description) ? (
            <About dangerouslySetInnerHTML={{ __html: organization.description }} />
          ) : (
            <About>
              {organization.description.split(/\n{2,}/).map((para, i) => (
                <p key={i}>{para}</p>
              ))}
            </About>
          )}
        </Section>
      )}
      {blockVisible(attrs, 'what-people-say-about-us') && (
        <TestimonialsBlock id="what-people-say-about-us" title="What people say about us" description={blockDescription(attrs, 'what-people-say-about-us')} testimonials={page.testimonials} />
      )}
      <SocialImages images={page.socialImages} profileUrl={organization.instagram} />
      {blockVisible(attrs, 'have-a-question?-please-ask-us') && (
        <ContactBlock
          id="have-a-question"
          title="Have a question? Please ask us"
          description={blockDescription(attrs, 'have-a-question?-please-ask-us')}
          endpoint={`/api/organizations/${organization.id}/contact/`}
          page={`${BASE_PATH}/`}
        />
      )}
    </>
  );
}
