#!/usr/bin/env node
// `npm test`'s steps before Vitest, at once: the type-check (one core for ~25 s) beside the
// package build and the Storybook build, which depend on neither each other nor it (the stories
// build from the sources). Run one after another they took ~75 s of the suite's 25-minute
// budget on 2 cores (issue 24). The lint and knip (unused files, exports and dependencies,
// ~6 s; issue 26, decision 0029) run beside them too. Each step's output is printed whole when
// it ends; any failure fails the run, after every step has ended.
import { spawn } from 'node:child_process'

const steps = ['typecheck', 'lint', 'knip', 'build', 'build:stories']

function runScript(name) {
  return new Promise((resolve) => {
    const startedAt = Date.now()
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(0)
      process.stdout.write(`\n── npm run ${name}: exit ${code} in ${seconds} s\n${output}`)
      resolve(code === 0)
    })
  })
}

const results = await Promise.all(steps.map(runScript))
const failed = steps.filter((_, index) => !results[index])
if (failed.length > 0) {
  console.error(`\nnpm test stopped before Vitest: ${failed.join(', ')} failed`)
  process.exit(1)
}
