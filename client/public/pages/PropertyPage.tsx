import { useLoaderData } from 'react-router-dom';
import { styled } from 'styled-components';
import { fullAddress } from '../../../shared/address';
import type { PropertyPageData } from '../../../shared/types/public';
import { theme } from '../../ui/theme';

const Hero = styled.section<{ $image: string | null }>`
  position: relative;
  min-height: 360px;
  display: flex;
  align-items: flex-end;
  padding: 48px 20px;
  color: #fff;
  background: ${({ $image }) =>
    $image
      ? `linear-gradient(180deg, rgba(0,0,0,0.05) 30%, rgba(0,0,0,0.65) 100%), url("${$image}") center / cover no-repeat`
      : theme.color.darkPrimary};
`;

const Inner = styled.div`
  max-width: 1160px;
  width: 100%;
  margin: 0 auto;
`;

const Name = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(2rem, 6vw, 3rem);
`;

const Address = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

/** A property's page. */
export function PropertyPage() {
  const { property } = useLoaderData() as PropertyPageData;
  return (
    <Hero $image={property.background_image}>
      <Inner>
        <Name>{property.name}</Name>
        <Address>{fullAddress(property)}</Address>
      </Inner>
    </Hero>
  );
}
