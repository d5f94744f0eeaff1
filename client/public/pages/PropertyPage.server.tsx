import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { fullAddress } from '../../../shared/address';
import { BASE_PATH } from '../../../shared/constants';
import { blockDescription, blockVisible } from '../../../shared/blocks';
import type { PropertyPageData } from '../../../shared/types/public';
import type { PeriodRenewal } from '../../../shared/leases/student-renewal';
import type { RoommateViewer } from '../../../shared/roommates/roommate-profile';
import { AvailabilityBar } from '../blocks/AvailabilityBar.server';
import { ContactBlock } from '../blocks/ContactBlock.server';
import { FeaturesBlock } from '../blocks/FeaturesBlock.server';
import { HowItWorks } from '../blocks/HowItWorks.server';
import { PropertyHero } from '../blocks/PropertyHero.server';
import { ResourcesBlock } from '../blocks/ResourcesBlock.server';
import { SocialImages } from '../blocks/SocialImages.server';
import { TestimonialsBlock } from '../blocks/TestimonialsBlock.server';
import { BlockHeading, ErrorNote, Section } from '../components/Section';
import { FriendsCarousel } from '../islands/FriendsCarousel';
import { Gallery } from '../islands/Gallery';
import { Island } from '../islands/Island.server';
import { LeasePeriods } from '../islands/LeasePeriods';
import { LocationMap } from '../islands/LocationMap';
import type { RootData } from '../route-meta.server';

const About = styled.div`
  font-size: 1.05rem;
  line-height: 1.7;
  & > * { max-width: 820px; }
`;

/**
 * A property's page: every block that is visible and, where the spec says so, has content. For a
 * signed-in student, `renewals` is what its renewal cards tell them and `roommate` what the Friends
 * block does (their matches, or where to publish their profile): the block shows for them even when
 * the property has no friends rows.
 */
export function PropertyView({ page }: { page: PropertyPageData & { renewals?: PeriodRenewal[] | null; roommate?: RoommateViewer | null } }) {
  const { property } = page;
  const { viewer, organization } = useRouteLoaderData('root') as RootData;
  const viewerIsStudent = !!viewer?.roles.includes('student');
  const attrs = property.website_block_attrs;
  const show = (name: string) => blockVisible(attrs, name);
  const describe = (name: string) => blockDescription(attrs, name);
  return (
    <>
      <PropertyHero property={property} />
      {show('lease-periods') && (
        <Section id="lease-periods" aria-labelledby="lease-periods-heading">
          <BlockHeading id="lease-periods-heading" title="Lease periods" description={describe('lease-periods')} />
          {page.leasePeriods.ok ? (
            <Island name="lease-periods" component={LeasePeriods} props={{ periods: page.leasePeriods.data, viewerIsStudent, renewals: viewerIsStudent ? (page.renewals ?? []) : null }} />
          ) : (
            <ErrorNote role="alert">Couldn't load lease periods</ErrorNote>
          )}
        </Section>
      )}
      {show('friends') && (page.friends.length > 0 || page.roommate) && (
        <Section id="friends" $tint aria-labelledby="friends-heading">
          <BlockHeading id="friends-heading" title="Friends and people" description={describe('friends')} />
          <Island name="friends" component={FriendsCarousel} props={page.roommate ? { friends: page.friends, student: { ...page.roommate, property_id: property.id } } : { friends: page.friends }} hydrate="visible" />
        </Section>
      )}
      {show('about') && property.general_info && (
        <Section id="about" aria-labelledby="about-heading">
          <BlockHeading id="about-heading" title={`About ${property.name}`} description={describe('about')} />
          {/* general_info is sanitized HTML (allow-list) when it is saved. */}
          <About dangerouslySetInnerHTML={{ __html: property.general_info }} />
        </Section>
      )}
      {show('gallery') && property.property_images.length > 0 && (
        <Section id="gallery" $tint aria-labelledby="gallery-heading">
          <BlockHeading id="gallery-heading" title="Gallery" description={describe('gallery')} />
          <Island name="gallery" component={Gallery} props={{ images: property.property_images, propertyName: property.name }} hydrate="visible" />
        </Section>
      )}
      {show('features') && property.amenities.length > 0 && <FeaturesBlock amenities={property.amenities} description={describe('features')} />}
      {show('additional-resources') && property.additional_resources.length > 0 && (
        <ResourcesBlock resources={property.additional_resources} description={describe('additional-resources')} />
      )}
      {show('location') && (
        <Section id="location" aria-labelledby="location-heading">
          <BlockHeading id="location-heading" title="Location" description={describe('location')} />
          <Island
            name="location-map"
            component={LocationMap}
            props={{ name: property.name, address: fullAddress(property), latitude: property.latitude, longitude: property.longitude, mapStyleUrl: page.mapStyleUrl }}
            hydrate="visible"
          />
        </Section>
      )}
      {show('what-people-say') && <TestimonialsBlock id="what-people-say" title="What people say" description={describe('what-people-say')} testimonials={page.testimonials} />}
      {show('how-it-works') && <HowItWorks description={describe('how-it-works')} />}
      <SocialImages images={page.socialImages} profileUrl={property.instagram || organization.instagram} />
      {show('contact-form') && (
        <ContactBlock id="contact-form" title={`Contact ${property.name}`} description={describe('contact-form')} endpoint={`/api/properties/${property.id}/contact/`} page={`${BASE_PATH}/property/${property.id}`} />
      )}
      <AvailabilityBar property={property} viewerIsStudent={viewerIsStudent} />
    </>
  );
}

/** Route element for /new/property/:id. */
export function PropertyPage() {
  return <PropertyView page={useLoaderData() as PropertyPageData} />;
}
