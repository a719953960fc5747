/** The programme the application fixtures apply to (every programme has a fee for each duration). */
export declare const programme: {
  skills: string[];
  rating: number;
  description: string;
  longDescription: string;
  requirements: string[];
  benefits: string[];
  responsibilities: string[];
  companyInfo?:
    | {
        name: string;
        description: string;
        size: string;
        industry: string;
        website: string;
      }
    | undefined;
  ownerEmail: string;
  category:
    | 'software-development'
    | 'app-development'
    | 'website-development'
    | 'workshop-training'
    | 'training-programs'
    | 'internship';
  pricing: {
    '4-weeks'?: number | undefined;
    '6-weeks'?: number | undefined;
    '8-weeks'?: number | undefined;
    '12-weeks'?: number | undefined;
  };
  datePosted: string;
  closes: string;
  id: number;
  title: string;
  company: string;
  location: string;
  type: 'Internship' | 'Training Program' | 'Workshop' | 'Research Internship';
  intake:
    | {
        kind: 'rolling';
      }
    | {
        kind: 'batch';
        starts: string;
      };
  pay:
    | {
        kind: 'none';
      }
    | {
        kind: 'stipend';
        monthly: number;
      }
    | {
        kind: 'scholarship';
        monthly: number;
        for?: string | undefined;
      };
};
/** The opening the career fixtures apply to. */
export declare const opening: {
  status: 'active';
  remote: boolean;
  datePosted: string;
  closes: string;
  id: number;
  title: string;
  department: 'Engineering' | 'Product' | 'Design' | 'Marketing' | 'Business';
  location: string;
  type: 'Internship' | 'Full-time';
  salary: string;
  baseSalary: {
    minValue: number;
    maxValue?: number | undefined;
    unitText: 'YEAR' | 'HOUR';
  };
  experience: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
};
export declare const validContact: () => {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
  inquiryType: string;
};
export declare const validFeedback: () => {
  name: string;
  email: string;
  message: string;
  rating: number;
  isAnonymous: boolean;
  timestamp: string;
  source: string;
};
export declare const validSubscription: (email?: string) => {
  email: string;
  subscriptionType: string;
  source: string;
  timestamp: string;
  interests: string[];
};
export declare const validApplicationFields: () => Record<string, string>;
export declare const validCareerFields: () => Record<string, string>;
/** The smallest files each accepted type (and each look-alike) can be recognised by. */
export declare const documents: {
  pdf: () => Buffer<ArrayBuffer>;
  /** A PDF whose binary stream happens to hold the letters 'MZ', as compressed data may. */
  pdfMentioningMz: () => Buffer<ArrayBuffer>;
  /** A Windows executable with `%PDF-` put in front of it, and a PDF's last line after it. */
  exeWithPdfHeader: () => Buffer<ArrayBuffer>;
  /** A PDF that is also an HTML page with a script (a polyglot). */
  pdfHtmlPolyglot: () => Buffer<ArrayBuffer>;
  /** Bytes that open with `%PDF-` and do not end as a PDF does. */
  pdfHeaderOnly: () => Buffer<ArrayBuffer>;
  doc: () => Buffer<ArrayBufferLike>;
  /** A Word document with a VBA project (its `Macros` storage). */
  docWithMacros: () => Buffer<ArrayBufferLike>;
  /** An Excel 97-2003 workbook: the same OLE2 container, with a `Workbook` stream. */
  xls: () => Buffer<ArrayBufferLike>;
  /** An OLE2 file whose bytes contain the text 'WordDocument', in a stream of another name. */
  oleMentioningWordDocument: () => Buffer<ArrayBufferLike>;
  docx: () => Buffer<ArrayBufferLike>;
  /** A macro-enabled document (.docm) named .docx: its VBA project is `word/vbaProject.bin`. */
  docm: () => Buffer<ArrayBufferLike>;
  /** A macro-enabled content type without the VBA part's usual name. */
  docxDeclaredMacroEnabled: () => Buffer<ArrayBufferLike>;
  zipOfOther: () => Buffer<ArrayBufferLike>;
  /** A document whose settings attach a template from another server (fetched when it is opened). */
  docxRemoteTemplate: () => Buffer<ArrayBufferLike>;
  /** The same, written as XML allows: spaces around `=`, single quotes, a character reference. */
  docxRemoteTemplateSpaced: () => Buffer<ArrayBufferLike>;
  /** A document with an external hyperlink (a LinkedIn profile): an ordinary resume. */
  docxWithHyperlink: () => Buffer<ArrayBufferLike>;
  /** A document part that inflates to 101 MiB (a zip bomb a few hundred kilobytes long). */
  docxBomb: () => Buffer<ArrayBufferLike>;
};
/**
 * An OLE2 compound file (MS-CFB, version 3: 512-byte sectors) with the given storages and streams
 * under its root, each stream in its own sector chain (streams of 4096 bytes or more, so no mini
 * stream), laid out as sector 0 the FAT, sector 1 the directory, then the streams.
 */
export declare function ole2(
  items: {
    name: string;
    type: 1 | 2;
    data: Buffer;
  }[],
): Buffer;
/**
 * A zip of the given entries (a bare name is an empty entry), stored uncompressed, but for an
 * entry of `inflatesTo` zero bytes, deflated.
 */
export declare function zip(
  items: (
    | string
    | {
        name: string;
        content: string;
      }
    | {
        name: string;
        inflatesTo: number;
      }
  )[],
): Buffer;
/** A multipart form with text fields and, optionally, a file under `resume`. */
export declare function form(
  fields: Record<string, string>,
  file?: {
    content: Buffer;
    name: string;
    type: string;
  },
): FormData;
