// The consumer check's second app: a Next.js App Router product. Its root layout and page are
// server components; the page renders kit components straight from the server tree (which works
// because the kit's entry is marked "use client") and a client island with a Button that opens a
// Modal, and a Toast. See consumer-check.mjs, which installs, builds, serves and checks it.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The Next.js release the check builds with (the App Router, React 19, Turbopack builds). */
export const NEXT_VERSION = '16.4.6';

const layout = `import '@aarambh/ui/css';
import type { ReactNode } from 'react';

export const metadata = { title: 'Next consumer' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

// A server component: the kit's Heading and Text render from the server tree as client references.
const page = `import { Heading, Stack, Text } from '@aarambh/ui';
import { KitIsland } from './KitIsland';

export default function Page() {
  return (
    <main>
      <Stack space="md">
        <Heading level={1}>Consumer app</Heading>
        <Text>Rendered by a server component.</Text>
        <KitIsland />
      </Stack>
    </main>
  );
}
`;

// The kit's theme classes are strings exported by client code, so a client component sets one
// on <html> (the README says the same to product teams).
const island = `'use client';
import { Button, DialogTrigger, Modal, ToastRegion, darkTheme, lightTheme, toasts } from '@aarambh/ui';
import { useEffect } from 'react';

declare global {
  interface Window {
    kitThemes?: { lightTheme: string; darkTheme: string };
  }
}

export function KitIsland() {
  useEffect(() => {
    document.documentElement.classList.add(lightTheme);
    window.kitThemes = { lightTheme, darkTheme };
    toasts.add({ title: 'UPI ID Copied', description: 'Paste it into any UPI app.', tone: 'success' }, { timeout: 0 });
  }, []);
  return (
    <>
      <DialogTrigger>
        <Button>Pay by UPI</Button>
        <Modal title="Complete your payment">
          <p>Scan the QR code with any UPI app.</p>
        </Modal>
      </DialogTrigger>
      <ToastRegion />
    </>
  );
}
`;

const tsconfig = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['dom', 'dom.iterable', 'es2022'],
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    module: 'esnext',
    moduleResolution: 'bundler',
    resolveJsonModule: true,
    isolatedModules: true,
    jsx: 'react-jsx',
    incremental: false,
    plugins: [{ name: 'next' }],
  },
  include: ['next-env.d.ts', 'app/**/*.tsx', '.next/types/**/*.ts'],
  exclude: ['node_modules'],
};

/**
 * Writes the Next.js app into `folder`: `dependencies` are the app's (the kit by version, React,
 * React Aria, Next), TypeScript and the React types its dev dependencies, so that the build
 * type-checks the kit's declarations as a product's would.
 */
export function writeNextApp(folder, { dependencies, devDependencies }) {
  mkdirSync(path.join(folder, 'app'), { recursive: true });
  writeFileSync(
    path.join(folder, 'package.json'),
    JSON.stringify(
      {
        name: 'aarambh-ui-next-consumer',
        private: true,
        dependencies: { ...dependencies, next: NEXT_VERSION },
        devDependencies,
      },
      null,
      2,
    ),
  );
  writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
  writeFileSync(path.join(folder, 'next.config.mjs'), 'export default {};\n');
  writeFileSync(path.join(folder, 'app/layout.tsx'), layout);
  writeFileSync(path.join(folder, 'app/page.tsx'), page);
  writeFileSync(path.join(folder, 'app/KitIsland.tsx'), island);
  // The App Router links an app/icon.svg; without an icon the browser asks for /favicon.ico (404).
  writeFileSync(
    path.join(folder, 'app/icon.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><rect width="16" height="16" fill="#3F37C9"/></svg>\n',
  );
}

/** `next start` on a free port of the loopback; resolves with its URL once it answers. */
export async function startNext(folder, port, env) {
  const child = spawn(
    process.execPath,
    [
      path.join(folder, 'node_modules/next/dist/bin/next'),
      'start',
      '--port',
      String(port),
      '--hostname',
      '127.0.0.1',
    ],
    { cwd: folder, env: { ...env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let attempt = 0; attempt < 300; attempt++) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, stop: () => child.kill('SIGTERM') };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error('next start did not answer');
}
