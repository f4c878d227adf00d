#!/usr/bin/env node
// The browser suite drives Debian's chromium (notes/local-stack.md); a fresh machine does not
// have it. Install it from Debian's packages when we can (root with apt-get), else say how.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = '/usr/bin/chromium'

function run(command, args) {
  execFileSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
}

if (!existsSync(chromium)) {
  const isRoot = process.getuid?.() === 0
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(`${chromium} is missing: install it with apt-get install -y chromium`)
    process.exit(1)
  }
  console.log('Installing Debian chromium for the browser tests (apt-get install -y chromium)…')
  try {
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  } catch {
    // A machine whose package lists were never fetched: fetch them once and try again.
    run('apt-get', ['update'])
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'])
  }
  if (!existsSync(chromium)) {
    console.error(`apt-get finished but ${chromium} is still missing`)
    process.exit(1)
  }
}
