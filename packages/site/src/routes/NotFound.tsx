import {
  Box,
  Button,
  Columns,
  Container,
  Heading,
  Inline,
  LinkButton,
  ServiceCard,
  Stack,
  Text,
} from '@aarambh/ui';
import { company } from '@aarambh/content';
import { useNavigate } from '../boot';
import { Seo } from '../seo/Seo';

const suggestions = [
  {
    title: 'Our Services',
    description: 'Development services, workshops, training programs and internships.',
    features: [
      'Software, app and website development',
      'Workshops and training programs',
      'Internships with stipends',
      'Mentoring from experts',
    ],
    href: '/services',
    linkLabel: 'Browse services',
  },
  {
    title: 'About Us',
    description: `Who we are, what we believe and how ${company.name} started.`,
    features: ['Our mission and values', 'Our story since 2025', 'Our impact in numbers', 'Where to find us'],
    href: '/about',
    linkLabel: 'Read about us',
  },
  {
    title: 'Careers',
    description: 'Open positions in engineering, product, design, marketing and business.',
    features: [
      'Seven open positions',
      'Remote-friendly roles',
      'Unlimited PTO and flexible hours',
      'Equity options',
    ],
    href: '/career',
    linkLabel: 'See open positions',
  },
];

export function NotFoundPage() {
  const navigate = useNavigate();
  const goBack = () => {
    // With no page to go back to (the 404 was opened directly), go home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };
  return (
    <>
      <Seo
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
        path="/404"
        noindex
      />
      <Box paddingY={{ mobile: 'xxl', desktop: 'huge' }}>
        <Container>
          <Stack space="xxl">
            <Stack space="md" align="center">
              <Text size="xl" weight="bold" tone="brand" align="center">
                404
              </Text>
              <Heading level={1} align="center">
                Page Not Found
              </Heading>
              <Text size="lg" tone="muted" align="center">
                Sorry, we could not find the page you are looking for. It may have moved, or the address may
                be mistyped.
              </Text>
              <Inline space="md" align="center" collapseBelow="tablet">
                <LinkButton href="/" size="large">
                  Go Home
                </LinkButton>
                <Button variant="secondary" size="large" onPress={goBack}>
                  Go Back
                </Button>
              </Inline>
            </Stack>
            <Stack space="lg" as="section" aria-labelledby="suggestions">
              <Heading level={2} size="3" id="suggestions" align="center">
                You might be looking for
              </Heading>
              <Columns columns={{ mobile: 1, tablet: 3 }}>
                {suggestions.map((suggestion) => (
                  <ServiceCard key={suggestion.href} {...suggestion} />
                ))}
              </Columns>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </>
  );
}

export { NotFoundPage as Component };
