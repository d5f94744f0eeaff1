import type { HomePageData, PropertyPageData, PublicOrganization } from '../../shared/types/public';
import type { Viewer } from './islands/HeaderActions';

/** What the public routes' loaders read; the server implements it over the database. */
export interface PublicDataSource {
  organization(): Promise<PublicOrganization | null>;
  home(organizationId: number): Promise<HomePageData>;
  property(organizationId: number, id: number): Promise<PropertyPageData | null>;
  /** The property a vanity host name serves at /new/, if any. */
  vanityProperty(host: string): Promise<number | null>;
}

/** Per-request context handed to loaders. */
export type PublicRequestContext = { source: PublicDataSource; viewer: Viewer | null; host: string };
