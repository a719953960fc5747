// Who personal data goes to outside the company: the processors, listed once. The access summary
// names them to the person who asks; the privacy policy can print the same list.

export interface Processor {
  /** Who they are, as the person reads it. */
  name: string;
  /** What they do with the data. */
  role: string;
  /** Where the data is. */
  location: string;
}

export const processors: readonly Processor[] = [
  {
    name: 'Our e-mail delivery provider (the mail relay our server sends through)',
    role: 'Delivers the e-mails we send you: the address, and the text of each e-mail.',
    location: 'India',
  },
  {
    name: 'Our hosting provider (the servers and their backups)',
    role: 'Runs our servers and stores the database, the resumes you upload and their encrypted backups.',
    location: 'India',
  },
];
