import { Box, Columns, Container, Heading, Stack, Text } from '@aarambh/ui';
import { Link } from 'react-router-dom';
import { company } from '../content/company';
import { footerColumns } from './navigation';

/** The footer: company, opportunities, legal and contact columns, social links. */
export function SiteFooter() {
  return (
    <Box as="footer" background="surface" paddingY="xxl">
      <Container>
        <Columns columns={{ mobile: 1, tablet: 2, desktop: 4 }}>
          {footerColumns.map((column) => (
            <Stack key={column.heading} space="sm">
              <Heading level={2} size="4">
                {column.heading}
              </Heading>
              <Stack as="ul" space="xs">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.label}</Link>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
          <Stack space="sm">
            <Heading level={2} size="4">
              Contact
            </Heading>
            <Text size="sm">{company.address.display}</Text>
          </Stack>
        </Columns>
      </Container>
    </Box>
  );
}
