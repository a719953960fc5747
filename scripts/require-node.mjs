// Stops a script that runs on an older Node before it fails in stranger ways. `npm ci` installs
// Node 24 as a dev dependency (the `node` package) and npm puts it first on PATH for every script,
// so this only trips when that install was skipped (for example `npm ci --ignore-scripts`).
const required = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < required) {
  console.error(
    `\nThis project needs Node ${required} or later; this script ran on Node ${process.versions.node}.\n` +
      `Run \`npm ci\` (without --ignore-scripts): it installs Node ${required} into node_modules,\n` +
      `and every \`npm run\`, \`npm test\` and \`npm start\` then uses it.\n`,
  );
  process.exit(1);
}
