export interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}
export declare function nuHtmlErrors(targets: string[]): NuMessage[];
