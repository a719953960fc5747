import type { Translation } from '../translation.ts';
import type { opportunityPageCopy } from './opportunity.ts';

/** The words of an opportunity's page in Hindi. */
export const opportunityPageHindi: Translation<typeof opportunityPageCopy> = {
  seoDescription: { text: '{description} {duration}, {location}। {company} की ओर से।', source: '03a34791' },
  backTo: { text: '{category} पर वापस जाएँ', source: '4b0fd741' },
  services: { text: 'सेवाएँ', source: '63b30055' },
  starts: { text: 'शुरुआत: {start}', source: 'b51ec448' },
  applyBy: { text: 'आवेदन की आख़िरी तारीख: {date}', source: '146ecd00' },
  apply: { text: 'अभी आवेदन करें', source: '3bd96233' },
  summary: { text: 'अवधि, फ़ीस और तारीखें', source: '5f0adf3a' },
  price: { text: 'फ़ीस', source: 'dd3ec7ca' },
  dates: { text: 'तारीखें', source: '6ccb18be' },
  duration: { text: 'अवधि', source: 'd4c7492d' },
  otherOpportunities: { text: 'दूसरे अवसर', source: '0d732a3c' },
  about: { text: 'इस अवसर के बारे में', source: 'c5885bff' },
  skills: { text: 'इसमें काम आने वाली स्किल', source: '2b888143' },
  responsibilities: { text: 'आपकी ज़िम्मेदारियाँ', source: '6c7d279b' },
  requirements: { text: 'ज़रूरी योग्यताएँ', source: '4e26fc61' },
  benefits: { text: 'आपको क्या मिलेगा', source: '458650f5' },
  company: { text: 'कंपनी के बारे में', source: '154cf622' },
  noCompany: { text: 'कंपनी की जानकारी उपलब्ध नहीं है।', source: 'a5bd61ce' },
};
