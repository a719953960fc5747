import { Box, Container, Inline } from '@aarambh/ui';
import { Link } from 'react-router-dom';
import { company } from '../content/company';
import { mainLinks } from './navigation';

/** The top navigation. */
export function SiteHeader() {
  return (
    <Box as="header" background="surfaceRaised" paddingY="md">
      <Container>
        <Inline align="spaceBetween">
          <Link to="/">{company.name}</Link>
          <Inline as="ul" space="md">
            {mainLinks.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </Inline>
        </Inline>
      </Container>
    </Box>
  );
}
