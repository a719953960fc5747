/**
 * Where the end-to-end run's server listens and keeps its data. The config chooses them once
 * (a free port, a temporary folder) and passes them on in the environment, which the server and
 * the test workers (processes of their own) inherit.
 */
export declare function e2eEnvironment(): {
  port: number;
  baseURL: string;
  dataDir: string;
  mailDir: string;
};
