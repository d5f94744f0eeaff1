import type { Portfolio } from '../../shared/types/public';
import type { PortfolioRow } from '../queries/portfolios';
import { mediaUrl } from './media';
import { imageSrcSetOf } from './public-content';

export function presentPortfolio(row: PortfolioRow): Portfolio {
  return { id: row.id, name: row.name, image: mediaUrl(row.image), image_srcset: imageSrcSetOf(row), properties: row.properties, version: row.version };
}
