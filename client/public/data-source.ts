import type { HomePageData, PropertyPageData, PublicOrganization } from '../../shared/types/public';

/**
 * Where the public routes' loaders get their data: the database on the server, the /api
 * endpoints in the browser. Both answer the same shapes.
 */
export interface PublicDataSource {
  organization(): Promise<PublicOrganization | null>;
  home(): Promise<HomePageData>;
  property(id: number): Promise<PropertyPageData | null>;
}
