export declare const chromiumPath: string | undefined;
export declare const headlessShellPath: string | undefined;
export declare const quietChromiumArgs: readonly string[];
export declare function chromiumLaunchOptions(executablePath?: string): {
  executablePath?: string;
  args: string[];
};
