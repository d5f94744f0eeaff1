import type { Portfolio } from '../../shared/types/public';
import type { PortfolioRow } from '../queries/portfolios';
import { mediaUrl } from './media';

export function presentPortfolio(row: PortfolioRow): Portfolio {
  return { id: row.id, name: row.name, image: mediaUrl(row.image), properties: row.properties, version: row.version };
}
