/**
 * The footer of every layout (spec section 1): company contact details and the links to the
 * privacy policy and terms tabs. The contact line goes through the wording, so business mode and a
 * distributor's translation map (FOOTER_COMPANY) change it like any other text.
 */
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWording } from '../i18n/useWording';

const LINKS = [
  { href: '/terms?tab=privacy', key: 'PRIVACY_POLICY', testId: 'footer-privacy' },
  { href: '/terms?tab=terms', key: 'TERMS_OF_SERVICE', testId: 'footer-terms' },
] as const;

export function AppFooter() {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  return (
    <footer data-testid="app-footer">
      <Box padding="l" textAlign="center" color="text-body-secondary" variant="small">
        <SpaceBetween size="xs">
          <span data-testid="footer-company">{w('FOOTER_COMPANY')}</span>
          <div style={{ display: 'flex', justifyContent: 'center', gap: 16 }}>
            {LINKS.map((link) => (
              <span key={link.href} data-testid={link.testId}>
                <Link
                  href={link.href}
                  variant="secondary"
                  fontSize="body-s"
                  onFollow={(event) => {
                    event.preventDefault();
                    navigate(link.href);
                  }}
                >
                  {t(link.key)}
                </Link>
              </span>
            ))}
          </div>
        </SpaceBetween>
      </Box>
    </footer>
  );
}
