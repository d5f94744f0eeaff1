import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { LEASE_TERMS_TEXTS } from '../../../shared/lease-terms/texts';
import { LATE_FEE_SCREEN_TEXTS } from '../../../shared/ledger/late-fee-policy';
import { useManager } from '../context';
import { MESSAGE_TEXTS } from '../../../shared/notifications/texts';
import { theme } from '../../ui/theme';

/** The settings screens that exist; later screens add their card here (a card never leads nowhere). */
export const SETTINGS_CARDS = [
  { name: 'Lease Periods', path: 'lease-periods', text: 'Periods, semesters, visibility and renewal rules.' },
  { name: 'Layouts', path: 'layouts', text: 'The beds of each property by building, floor, unit and room; CSV import, CSV and Excel export.' },
  { name: 'Property Webpage', path: 'property-webpages', text: 'Each property’s public page: media, gallery, features, contacts and blocks.' },
  { name: 'Company Webpage', path: 'company-webpage', text: 'The company home page: media, portfolios, properties, about and blocks.' },
  { name: 'Payment Plans', path: 'payment-plans', text: 'Plans of ledger entries per lease period: totals, drafts and approval.' },
  { name: 'Assign Plans', path: 'assign-plans', text: 'The approved payment plans each bed is offered under, per lease period and tenant type.' },
  { name: 'Account Codes', path: 'account-codes', text: 'The company’s charge, deposit, fee and credit accounts that ledger entries use.' },
  { name: 'Document Templates', path: 'document-templates', text: 'Lease agreements, e-mails and text messages, and the content blocks they share.' },
  { name: 'Rental Application', path: 'rental-application', text: 'Which questions students answer when they apply, section by section.' },
  { name: 'Notifications', path: 'notifications', text: MESSAGE_TEXTS.notifications.card },
  { name: LEASE_TERMS_TEXTS.title, path: 'lease-terms', text: LEASE_TERMS_TEXTS.card },
  // Money is managers' work: maintenance staff are refused the policy (403), so they get no card for it.
  { name: LATE_FEE_SCREEN_TEXTS.title, path: 'late-fees', text: LATE_FEE_SCREEN_TEXTS.card, managersOnly: true },
];

const Grid = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
`;

const Card = styled.article`
  padding: 18px;
  border-radius: ${theme.radius};
  background: #fff;
  box-shadow: ${theme.shadow};
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; color: ${theme.color.muted}; flex: 1; }
  a { align-self: flex-start; padding: 8px 16px; border-radius: ${theme.radius}; background: ${theme.color.action}; color: #fff; text-decoration: none; font-weight: 600; }
`;

/** Settings landing: one card per settings screen, sorted by name, each with View. */
export function SettingsLanding() {
  const { canWrite } = useManager();
  const cards = SETTINGS_CARDS.filter((card) => canWrite || !('managersOnly' in card)).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.path} data-testid="settings-card">
          <h2>{card.name}</h2>
          <p>{card.text}</p>
          <Link to={card.path} aria-label={`View ${card.name}`}>
            View
          </Link>
        </Card>
      ))}
    </Grid>
  );
}
