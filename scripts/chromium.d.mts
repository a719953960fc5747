export declare const chromiumPath: string | undefined;
export declare const quietChromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath?: string; args: string[] };
