#!/usr/bin/env bash
# The release workflow's version step (changesets/action runs it for the "Version Packages" pull
# request): bump @aarambh/ui and its CHANGELOG from the pending changesets, then bring the lockfile
# in step with the new version, which `npm ci` would otherwise refuse.
set -euo pipefail
npx changeset version
npm install --package-lock-only --ignore-scripts --no-audit --no-fund
